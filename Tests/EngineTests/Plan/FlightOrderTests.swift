import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// An App Store style "today" card in a list, and its article with a close button over the image.
@MainActor
func todayCardStage() -> (stage: TransitionStage, card: HeadlessView, image: HeadlessView, close: HeadlessView) {
    let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = HeadlessView(frame: CGRect(x: 20, y: 120, width: 350, height: 420))
    card.matchID = "card"
    card.cornerRadius = 20
    card.appearance.masksToBounds = true
    card.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
    let image = HeadlessView(frame: CGRect(x: 0, y: 0, width: 350, height: 300))
    image.matchID = "image"
    image.backgroundColor = RGBAColor(red: 0.3, green: 0.4, blue: 0.8)
    card.addSubview(image)
    list.addSubview(card)
    let article = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let articleCard = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    articleCard.matchID = "card"
    articleCard.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
    let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 480))
    hero.matchID = "image"
    hero.backgroundColor = RGBAColor(red: 0.3, green: 0.4, blue: 0.8)
    articleCard.addSubview(hero)
    let close = HeadlessView(frame: CGRect(x: 334, y: 56, width: 36, height: 36))
    close.cornerRadius = 18
    close.backgroundColor = RGBAColor(red: 0.9, green: 0.9, blue: 0.9)
    close.transitionModifiers = [.fade]
    articleCard.addSubview(close)
    article.addSubview(articleCard)
    return (TransitionStage(source: list, destination: article), card, image, close)
}

@MainActor
@Suite struct FlightOrderTests {
    /// Before: single views were always at 200+, under every pair at 1000+: the close button
    /// vanished under the flying image and popped back at the end.
    @Test(arguments: [TransitionKind.push, .pop])
    func aCloseButtonInFrontOfTheImageStaysInFrontOfItsFlight(kind: TransitionKind) throws {
        let (stage, _, _, _) = todayCardStage()
        let (from, to) = kind.isForward ? (stage.source, stage.destination) : (stage.destination, stage.source)
        let backend = HeadlessBackend()
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(TransitionRequest(kind, from: from, to: to, in: stage.container))
        let plan = try #require(controller.plan)
        let report = try #require(controller.report)
        let image = try #require(plan.track(for: .pair(report.pairs.firstIndex { $0.key.id == "image" }!)))
        let card = try #require(plan.track(for: .pair(report.pairs.firstIndex { $0.key.id == "card" }!)))
        let close = try #require(plan.tracks.first { if case .single = $0.role { true } else { false } })
        #expect(card.zIndex < image.zIndex && image.zIndex < close.zIndex)
        // Drawn in that order mid-flight, through the view tree.
        driver.advance(by: plan.duration / 2)
        let drawn = backend.render(in: stage.container).map(\.id)
        let order = [card.id, image.id, close.id].map { id in drawn.firstIndex(of: id) }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) })
    }

    /// A leaving view (lower tree) drawn in front of a pair in its own tree stays in front of that
    /// flight; one drawn behind every pair stays behind them.
    @Test func leavingViewsKeepTheirPlaceAroundPairs() throws {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let behind = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        behind.transitionModifiers = [.fade]
        let photo = HeadlessView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        photo.matchID = "photo"
        let badge = HeadlessView(frame: CGRect(x: 90, y: 190, width: 30, height: 30))
        badge.matchID = "badge"  // only in the list
        badge.transitionModifiers = [.scale(0.5)]
        list.addSubview(behind)
        list.addSubview(photo)
        list.addSubview(badge)
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let hero = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
        hero.matchID = "photo"
        detail.addSubview(hero)
        let stage = TransitionStage(source: list, destination: detail)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let plan = try #require(controller.plan)
        let z = { (path: [Int]) in
            plan.tracks.first { $0.role == .single(ViewPath(side: .source, indices: path)) }!.zIndex
        }
        let photoZ = plan.track(for: .pair(0))!.zIndex
        #expect(z([0]) < photoZ && photoZ < z([2]))
    }

    /// A grid tags every cell's photo; opening one must not leave the others flying as ghosts over
    /// the arriving screen: unmatched views without modifiers stay in their screen's picture.
    @Test func unmatchedTaggedViewsWithoutModifiersStayInTheirScreen() throws {
        let grid = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for i in 0..<6 {
            let cell = HeadlessView(
                frame: CGRect(x: Double(i % 3) * 130, y: Double(i / 3) * 130, width: 125, height: 125))
            cell.matchScope = "item-\(i)"
            let photo = HeadlessView(frame: CGRect(x: 0, y: 0, width: 125, height: 125))
            photo.matchID = "photo"
            cell.addSubview(photo)
            grid.addSubview(cell)
        }
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        detail.matchScope = "item-4"
        let hero = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
        hero.matchID = "photo"
        detail.addSubview(hero)
        let stage2 = TransitionStage(source: grid.copySubtree(), destination: detail.copySubtree())
        let stage = TransitionStage(source: grid, destination: detail)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let plan = try #require(controller.plan)
        #expect(controller.report?.onlyInSource.count == 5)
        #expect(plan.tracks.count == 3)  // the two roots and the one flight
        #expect(plan.hiddenOriginals.count == 4)
        // Asked for, every unmatched view gets its effect.
        let faded = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        faded.begin(
            TransitionRequest(
                .push, from: stage2.source, to: stage2.destination, in: stage2.container,
                style: .matched(TransitionOptions(unmatchedEffects: [.fade]))))
        #expect(faded.plan?.tracks.count == 8)
    }

    @Test func aZIndexModifierStillWins() throws {
        let (stage, _, image, _) = todayCardStage()
        image.transitionModifiers = [.zIndex(5000)]
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let report = try #require(controller.report)
        let track = try #require(controller.plan?.track(for: .pair(report.pairs.firstIndex { $0.key.id == "image" }!)))
        #expect(track.zIndex == 5000)
    }

    /// Before: presets put the dimming at z 100, tied with the still screen and added first; the
    /// `dimming` option at 50, under both screens: invisible either way.
    @Test(arguments: [
        TransitionStyle.preset(.actionSheet()), .preset(.slide(from: .left, size: CGSize(width: 260, height: 0))),
        .matched(TransitionOptions(dimming: 0.5)),
    ])
    func dimmingIsDrawnBetweenTheTwoScreensAndFades(style: TransitionStyle) throws {
        for kind in [TransitionKind.present, .dismiss] {
            let (stage, _, _, _) = todayCardStage()
            let backend = HeadlessBackend()
            let driver = ManualFrameDriver()
            let controller = TransitionController(backend: backend, driver: driver)
            let (from, to) = kind.isForward ? (stage.source, stage.destination) : (stage.destination, stage.source)
            controller.begin(TransitionRequest(kind, from: from, to: to, in: stage.container, style: style))
            let plan = try #require(controller.plan)
            let dimming = try #require(plan.track(for: .dimming))
            let lower = try #require(plan.track(for: kind.isForward ? .sourceRoot : .destinationRoot))
            let upper = try #require(plan.track(for: kind.isForward ? .destinationRoot : .sourceRoot))
            #expect(lower.zIndex < dimming.zIndex && dimming.zIndex < upper.zIndex, "\(style) \(kind)")
            // It darkens more as the sheet comes in (less as it leaves), drawn between the screens.
            driver.advance(by: plan.duration / 2)
            let drawn = backend.render(in: stage.container)
            let ids = drawn.map(\.id)
            let i = try #require(ids.firstIndex(of: dimming.id))
            #expect(ids.firstIndex(of: lower.id)! < i && i < ids.firstIndex(of: upper.id)!)
            let alpha = { (t: Double) in dimming.state(at: t).backgroundColor?.alpha ?? 0 }
            let (a, b) = (alpha(0), alpha(plan.duration))
            #expect(kind.isForward ? a < alpha(plan.duration / 2) && alpha(plan.duration / 2) < b : a > b)
        }
    }

    /// The flight order against its rule written plainly (each lower-tree single view placed by a
    /// scan for the pair drawn last before it, where the planner halves): on 400 random dressed
    /// screens, both ways.
    @Test func theOrderFollowsItsRuleOnRandomScreens() {
        var compared = 0
        for seed in UInt64(0)..<400 {
            var rng = SeededRandom(seed: 40_000 + seed)
            let (_, report, description) = CoreAnimationTests.CompilerRandomPlanTests.randomRequest(&rng)
            for forward in [true, false] {
                let got = TransitionPlanner().flightOrder(report, forward: forward)
                let expected = Self.ruleOrder(report, forward: forward)
                #expect(got.pairs == expected.pairs, "seed \(seed) (\(description)), forward \(forward): pairs")
                #expect(got.singles == expected.singles, "seed \(seed) (\(description)), forward \(forward): singles")
                if !report.pairs.isEmpty && !expected.singles.isEmpty { compared += 1 }
            }
        }
        #expect(compared > 100, "\(compared) orders with pairs and single views")
    }

    /// The rule of ``TransitionPlanner/flightOrder(_:forward:)``, stated plainly.
    static func ruleOrder(_ report: MatchReport<HeadlessView>, forward: Bool) -> (
        pairs: [Int], singles: [ViewPath: Int]
    ) {
        enum Item: Equatable {
            case pair(Int)
            case single(ViewPath)
        }
        let upperOf = { (p: Int) in forward ? report.pairs[p].destination.drawOrder : report.pairs[p].source.drawOrder }
        let lowerOf = { (p: Int) in forward ? report.pairs[p].source.drawOrder : report.pairs[p].destination.drawOrder }
        let source =
            (report.onlyInSource.map { ($0.drawOrder, $0.path) }
                + report.modifiedInSource.map { ($0.drawOrder, $0.path) })
        let destination =
            report.onlyInDestination.map { ($0.drawOrder, $0.path) }
            + report.modifiedInDestination.map { ($0.drawOrder, $0.path) }
        let (upperSingles, lowerSingles) = forward ? (destination, source) : (source, destination)
        var upper: [(Int, Item)] = report.pairs.indices.map { (upperOf($0), .pair($0)) }
        upper += upperSingles.map { ($0.0, .single($0.1)) }
        upper.sort { $0.0 < $1.0 }
        var sequence: [Item] = []
        var visiting: Set<Int> = []
        func emit(_ p: Int) {
            guard !sequence.contains(.pair(p)), visiting.insert(p).inserted else { return }
            for parent in [report.pairs[p].enclosingPairInSource, report.pairs[p].enclosingPairInDestination] {
                if let parent { emit(parent) }
            }
            sequence.append(.pair(p))
        }
        for (_, item) in upper {
            if case .pair(let p) = item { emit(p) } else { sequence.append(item) }
        }
        var final: [Item] = []
        let lower = lowerSingles.sorted { $0.0 < $1.0 }
        // Before every pair: the lower singles drawn before any pair of the lower tree.
        final += lower.filter { single in report.pairs.indices.allSatisfy { lowerOf($0) >= single.0 } }.map {
            .single($0.1)
        }
        for item in sequence {
            final.append(item)
            guard case .pair(let p) = item else { continue }
            // After a pair: the lower singles whose last earlier pair in the lower tree is this one.
            for single in lower {
                let earlier = report.pairs.indices.filter { lowerOf($0) < single.0 }
                if let last = earlier.max(by: { lowerOf($0) < lowerOf($1) }), last == p {
                    final.append(.single(single.1))
                }
            }
        }
        var pairs = Array(repeating: 0, count: report.pairs.count)
        var singles: [ViewPath: Int] = [:]
        for (rank, item) in final.enumerated() {
            switch item {
            case .pair(let p): pairs[p] = rank
            case .single(let path): singles[path] = rank
            }
        }
        return (pairs, singles)
    }
}
