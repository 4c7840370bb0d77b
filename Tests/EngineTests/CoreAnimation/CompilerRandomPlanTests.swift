import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// 1,000 random plans compiled and played at 240 Hz against their exact tracks: random trees,
    /// dressed with random colours, borders, shadows, masked corners and per-view modifiers
    /// (springs, arcs, delays, keyframes, contents), under random options or presets.
    @MainActor @Suite struct CompilerRandomPlanTests {
        static let seeds: [UInt64] = Array(0..<1000)

        /// A random plan and a line describing how it was made.
        static func randomPlan(_ rng: inout SeededRandom) -> (plan: TransitionPlan, description: String) {
            let (request, report, description) = randomRequest(&rng)
            return (TransitionController<HeadlessBackend>.plan(request, report: report), description)
        }

        /// A random request on dressed random trees, its match, and a line describing it.
        static func randomRequest(_ rng: inout SeededRandom) -> (
            request: TransitionRequest<HeadlessView>, report: MatchReport<HeadlessView>, description: String
        ) {
            let stage = TransitionStage.random(&rng)
            for view in RandomTreeBuilder.allViews(stage.source) + RandomTreeBuilder.allViews(stage.destination) {
                dress(view, &rng)
            }
            let kind = TransitionKind.allCases[rng.int(0...3)]
            let style: TransitionStyle
            if rng.chance(0.3) {
                let point = CGPoint(x: rng.double(0...390), y: rng.double(0...844))
                let presets: [TransitionPreset] = [
                    .circularReveal(from: point), .roller, .slide(from: .bottom, size: CGSize(width: 300, height: 400)),
                    .slide(from: .left), .fade, .actionSheet(), .diffuse(from: point), .cardToDetail,
                    .navigationSlide(rightToLeft: rng.chance(0.5)),
                ]
                style = .preset(
                    presets[rng.int(0...(presets.count - 1))], duration: rng.chance(0.5) ? nil : rng.double(0.2...0.8))
            } else {
                style = .matched(options(&rng))
            }
            let (from, to) = kind.isForward ? (stage.source, stage.destination) : (stage.destination, stage.source)
            let request = TransitionRequest(
                kind, from: from, to: to, in: stage.container, style: style, reduceMotion: rng.chance(0.05))
            let report = Matcher().match(source: from, destination: to, in: stage.container)
            return (request, report, "\(kind) \(style)")
        }

        static func timing(_ rng: inout SeededRandom) -> Timing {
            switch rng.int(0...3) {
            case 0:
                .curve(
                    CubicBezierTiming(
                        rng.double(0...1), rng.double(-0.5...1.5), rng.double(0...1), rng.double(-0.5...1.5)))
            case 1: .spring(dampingRatio: rng.double(0.2...1.6))
            case 2: .physicalSpring(DampedSpring(dampingRatio: rng.double(0.3...1.5), response: rng.double(0.15...0.6)))
            default: .easeInOut
            }
        }

        static func options(_ rng: inout SeededRandom) -> TransitionOptions {
            let effects: [Effect] = [
                .fade, .scale(rng.double(0.2...1.5)), .translate(x: rng.double(-80...80), y: rng.double(-80...80)),
                .slide(from: .right),
            ]
            return TransitionOptions(
                duration: rng.chance(0.5) ? nil : rng.double(0.15...0.9), timing: timing(&rng),
                arcIntensity: rng.chance(0.4) ? rng.double(-1...1) : 0,
                unmatchedEffects: effects.filter { _ in rng.chance(0.3) },
                cascade: rng.chance(0.3) ? Cascade(delta: rng.double(0...0.05)) : nil,
                dimming: rng.chance(0.3) ? rng.double(0...0.6) : 0)
        }

        /// Random looks and modifiers on a view.
        static func dress(_ view: HeadlessView, _ rng: inout SeededRandom) {
            func color() -> RGBAColor {
                RGBAColor(
                    red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1),
                    alpha: rng.chance(0.5) ? 1 : rng.double(0...1))
            }
            if rng.chance(0.3) { view.appearance.backgroundColor = color() }
            if rng.chance(0.1) {
                view.appearance.borderWidth = rng.double(0.5...4)
                view.appearance.borderColor = color()
            }
            if rng.chance(0.1) {
                view.appearance.shadow = Shadow(
                    color: color(), opacity: rng.double(0...1),
                    offset: CGSize(width: rng.double(-5...5), height: rng.double(-5...5)), radius: rng.double(0...12))
            }
            if rng.chance(0.1) { view.appearance.maskedCorners = [.topLeft, .topRight] }
            guard view.matchID != nil || rng.chance(0.05) else { return }
            var modifiers: [TransitionModifier] = []
            if rng.chance(0.15) {
                modifiers.append(.spring(dampingRatio: rng.double(0.3...1.4), response: rng.double(0.2...0.6)))
            }
            if rng.chance(0.15) { modifiers.append(.arc(intensity: rng.double(-1...1))) }
            if rng.chance(0.1) { modifiers.append(.delay(rng.double(0...0.2))) }
            if rng.chance(0.1) {
                modifiers.append([.fade, .scale(rng.double(0.3...1.3)), .translate(x: 30, y: -20)][rng.int(0...2)])
            }
            if rng.chance(0.1) {
                let fades: [FadeMode] = [.in, .out, .cross, .through]
                let fits: [FitMode] = [.width, .height, .auto]
                modifiers.append(
                    .content(
                        rng.chance(0.8) ? .both(fade: fades[rng.int(0...3)], fit: fits[rng.int(0...2)]) : .liveView))
            }
            if rng.chance(0.08) {
                let frames = (0..<rng.int(1...3)).map { _ in
                    FlightKeyframe(
                        time: rng.double(0...1),
                        offset: PoseOffset(
                            translation: CGSize(width: rng.double(-40...40), height: rng.double(-40...40)),
                            scale: rng.double(0.7...1.3),
                            rotation: rng.double(-0.5...0.5), opacity: rng.double(0.3...1)))
                }.sorted { $0.time < $1.time }
                let modes: [FlightKeyframes.Interpolation] = [.linear, .cubic, .discrete]
                modifiers.append(.keyframes(FlightKeyframes(frames, interpolation: modes[rng.int(0...2)])))
            }
            view.transitionModifiers = modifiers
        }

        @Test func randomPlansMatchTheirTracks() async {
            // Planned here (the trees are main-actor views), compiled and checked on two tasks.
            let plans = Self.seeds.map { seed in
                var rng = SeededRandom(seed: seed)
                return (seed, Self.randomPlan(&rng))
            }
            let halves = [Array(plans.prefix(plans.count / 2)), Array(plans.dropFirst(plans.count / 2))]
            let results = await withTaskGroup(of: Tally.self) { group in
                for half in halves {
                    group.addTask {
                        var tally = Tally()
                        for (seed, (plan, description)) in half {
                            tally.check(plan, seed: seed, description: description)
                        }
                        return tally
                    }
                }
                var all: [Tally] = []
                for await tally in group { all.append(tally) }
                return all
            }
            var total = Tally()
            for r in results { total.merge(r) }
            let (errors, standIns) = (total.errors, total.standIns)
            testReport(
                "random plans: \(Self.seeds.count), stand-ins \(standIns) (\(total.unsupported) left to the display link), "
                    + "checked at \(errors.checked) moments; keys per stand-in mean "
                    + String(format: "%.1f", Double(total.keys) / Double(max(standIns, 1)))
                    + ", max \(total.maxKeys) (\(total.mostKeys))")
            testReport("worst errors:\n" + errors.summary)
            for u in errors.unsupported.prefix(10) { testReport("unsupported: \(u)") }
            for line in total.failedSeeds.prefix(10) { print(line) }  // (failures only)
            #expect(errors.failures.isEmpty, "\(errors.failures.joined(separator: "\n"))")
        }

        /// What a share of the random plans showed.
        struct Tally: Sendable {
            var errors = CompileErrors()
            var (standIns, keys, maxKeys, unsupported) = (0, 0, 0, 0)
            var failedSeeds: [String] = []
            var mostKeys = ""

            mutating func check(_ plan: TransitionPlan, seed: UInt64, description: String) {
                let before = errors.failures.count
                let compiled = CompilerPlanTests.check(plan, context: "seed \(seed)", into: &errors)
                if errors.failures.count > before { failedSeeds.append("seed \(seed) failed: \(description)") }
                standIns += compiled.standIns.count
                unsupported += compiled.standIns.filter { !$0.isSupported }.count
                keys += compiled.standIns.reduce(0) { $0 + $1.keyCount }
                for s in compiled.standIns where s.keyCount > maxKeys {
                    maxKeys = s.keyCount
                    mostKeys = "seed \(seed) \(s.name)"
                }
            }

            mutating func merge(_ other: Tally) {
                errors.merge(other.errors)
                (standIns, keys, unsupported) = (
                    standIns + other.standIns, keys + other.keys, unsupported + other.unsupported
                )
                if other.maxKeys > maxKeys { (maxKeys, mostKeys) = (other.maxKeys, other.mostKeys) }
                failedSeeds += other.failedSeeds
            }
        }
    }
}
