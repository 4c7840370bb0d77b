import Foundation
import MatchCut
import MatchCutTestSupport
import Testing

/// The snapshot plan against a model of UIKit's picture contract, run step by step: everything
/// starts drawn and visible; a picture without screen updates shows the last commit, one with
/// screen updates commits first; hiding changes the model only. On seeded random trees with random
/// flights and pictures: no picture shows a view that flies on its own, none shows its own view
/// hidden (blank), every flying view is hidden once, and the number of commits is the longest
/// chain of pictured parents nested in one another (computed here independently).
@MainActor
@Suite struct SnapshotPlanTests {
    /// A random tree: `count` views, each under a random earlier one.
    private func tree(_ rng: inout SeededRandom, count: Int) -> [HeadlessView] {
        var views = [HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))]
        views[0].name = "v0"
        for i in 1..<count {
            let view = HeadlessView(frame: CGRect(x: 4, y: 4, width: 100, height: 100))
            view.name = "v\(i)"
            view.backgroundColor = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
            views[rng.int(0...(i - 1))].addSubview(view)
            views.append(view)
        }
        return views
    }

    private func isInside(_ view: HeadlessView, _ ancestor: HeadlessView) -> Bool {
        var v = view.superview
        while let current = v {
            if current === ancestor { return true }
            v = current.superview
        }
        return false
    }

    @Test(arguments: 0..<300)
    func noPictureShowsAFlightAndOneCommitPerNestingDepth(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let views = tree(&rng, count: rng.int(2...24))
        let flying = views.filter { _ in rng.chance(0.5) }
        // Pictures of flying views (and sometimes of the root, which stays: a presenter).
        var needs: [PictureNeed<HeadlessView>] = []
        for (i, view) in views.enumerated() where flying.contains(where: { $0 === view }) || (i == 0 && rng.chance(0.5))
        {
            needs.append(PictureNeed(track: needs.count, side: .source, view: view))
        }
        let plan = SnapshotPlan(needs: needs, flying: flying)

        // The model: what is hidden now, and what was hidden at the last commit.
        var hidden = Set<ObjectIdentifier>()
        var committed = Set<ObjectIdentifier>()
        var hides: [ObjectIdentifier: Int] = [:]
        var pictured = Set<ObjectIdentifier>()
        var commits = 0
        for step in plan.steps {
            switch step {
            case .hide(let batch):
                for view in batch {
                    hidden.insert(ObjectIdentifier(view))
                    hides[ObjectIdentifier(view), default: 0] += 1
                }
            case .picture(let request):
                let shown: Set<ObjectIdentifier>
                switch request.method {
                case .snapshot(afterScreenUpdates: true):
                    commits += 1
                    committed = hidden
                    shown = committed
                case .snapshot(afterScreenUpdates: false):
                    shown = committed
                case .layerRender:
                    shown = hidden
                case .imageCopy, .labelCopy:
                    shown = []
                }
                let view = request.view
                pictured.insert(ObjectIdentifier(view))
                #expect(!shown.contains(ObjectIdentifier(view)), "seed \(seed): \(view.name!) pictured hidden (blank)")
                for other in flying where other !== view && isInside(other, view) {
                    // Visible in the picture unless it, or an ancestor below the pictured view, is hidden.
                    var covered = shown.contains(ObjectIdentifier(other))
                    var a = other.superview
                    while let current = a, current !== view {
                        if shown.contains(ObjectIdentifier(current)) { covered = true }
                        a = current.superview
                    }
                    #expect(covered, "seed \(seed): the picture of \(view.name!) shows \(other.name!), which flies")
                }
            }
        }
        #expect(
            pictured.count == Set(needs.map { ObjectIdentifier($0.view) }).count, "seed \(seed): every need pictured")
        for view in flying { #expect(hides[ObjectIdentifier(view)] == 1, "seed \(seed): \(view.name!) hidden once") }
        #expect(plan.commits == commits)
        // The longest chain of pictured parents (views with a flying view inside) nested in one another.
        let parents = needs.map(\.view).filter { p in flying.contains { $0 !== p && isInside($0, p) } }
        func chain(_ p: HeadlessView) -> Int {
            1 + (parents.filter { $0 !== p && isInside($0, p) }.map(chain).max() ?? 0)
        }
        #expect(commits == (parents.map(chain).max() ?? 0), "seed \(seed)")
    }

    /// A card with its image and title, each flying: the image and the title are pictured first,
    /// as drawn; the card with them hidden; the screen with the card hidden — two commits.
    @Test func aCardWithItsContentTakesTwoRounds() {
        let screen = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = HeadlessView(frame: CGRect(x: 20, y: 100, width: 200, height: 260))
        let image = HeadlessView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        let title = HeadlessView(frame: CGRect(x: 10, y: 170, width: 180, height: 30))
        for (view, name) in [(screen, "screen"), (card, "card"), (image, "image"), (title, "title")] {
            view.name = name
        }
        screen.addSubview(card)
        card.addSubview(image)
        card.addSubview(title)
        let needs = [screen, card, image, title].enumerated().map {
            PictureNeed(track: $0.offset, side: .source, view: $0.element)
        }
        let plan = SnapshotPlan(needs: needs, flying: [screen, card, image, title])
        let order: [String] = plan.steps.map {
            switch $0 {
            case .picture(let r):
                "\(r.view.name!):\(r.method == .snapshot(afterScreenUpdates: true) ? "commit" : "drawn")"
            case .hide(let views): "hide " + views.map { $0.name! }.joined(separator: ",")
            }
        }
        #expect(
            order == [
                "image:drawn", "title:drawn", "hide image,title", "card:commit", "hide card", "screen:commit",
                "hide screen",
            ])
    }
}
