import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Reduce Motion (issue 23): continuity without movement. Nothing moves or scales; the screens
/// dissolve without ever letting the window show through; an element in the same place on both
/// screens is held there, opaque, cross-fading its pictures. Checked on what the headless backend
/// draws at every frame, with coverage composed by Porter–Duff "over" as in ``OpaqueFlightTests``.
@MainActor
@Suite struct ReduceMotionTests {
    /// Two opaque full-screen roots with one to three matched opaque views each; about half the
    /// pairs sit in the same place on both screens.
    private func stage(_ random: inout SeededRandom) -> (TransitionStage, held: Set<String>) {
        let size = CGSize(width: 390, height: 844)
        let source = HeadlessView(frame: CGRect(origin: .zero, size: size))
        let destination = HeadlessView(frame: CGRect(origin: .zero, size: size))
        source.backgroundColor = RGBAColor(red: 0.9, green: 0.9, blue: 0.95)
        destination.backgroundColor = RGBAColor(red: 0.1, green: 0.2, blue: 0.3)
        var held: Set<String> = []
        for index in 0..<random.int(1...3) {
            let from = OpaqueFlightTests.opaqueView(&random, in: size)
            let to = OpaqueFlightTests.opaqueView(&random, in: size)
            if random.chance(0.5) {
                to.frame = from.frame
                held.insert("item\(index)")
            }
            from.matchID = "item\(index)"
            to.matchID = "item\(index)"
            source.addSubview(from)
            destination.addSubview(to)
        }
        return (TransitionStage(source: source, destination: destination), held)
    }

    /// The coverage of `frame` at `point` (container points; bodies here are unrotated): its
    /// body's opacity times what its pictures and background cover.
    private func coverage(at point: CGPoint, of frame: StandInFrame) -> Double {
        let box = frame.quad.boundingBox
        guard box.contains(point) else { return 0 }
        let local = CGPoint(x: point.x - box.minX, y: point.y - box.minY)
        return frame.state.alpha * OpaqueFlightTests.coverage(at: local, of: frame)
    }

    @Test func nothingMovesTheScreensNeverShowThroughAndAnElementInPlaceStaysOpaque() throws {
        var least = (screens: 1.0, held: 1.0, seed: UInt64(0))
        var heldPairs = 0
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed)
            let (stage, held) = stage(&random)
            let kind: TransitionKind = [.push, .pop, .present, .dismiss][random.int(0...3)]
            let style: TransitionStyle =
                random.chance(0.7)
                ? .matched(TransitionOptions(duration: random.double(0.2...0.6))) : .preset(.cardToDetail)
            var first: [Int: Quad] = [:]
            var frames = 0
            let controller = playHeadless(stage, kind, style: style, reduceMotion: true) { drawn, time in
                frames += 1
                for frame in drawn {
                    let start = first[frame.id] ?? frame.quad
                    first[frame.id] = start
                    let moved = max(
                        frame.quad.topLeft.distance(to: start.topLeft),
                        frame.quad.bottomRight.distance(to: start.bottomRight))
                    #expect(moved < 1e-9, "seed \(seed) t = \(time): \(frame.name) moved \(moved) pt")
                }
                // The screens: the window never shows through.
                let roots = drawn.filter { $0.name.hasSuffix("root") }
                for point in [CGPoint(x: 5, y: 5), CGPoint(x: 195, y: 422), CGPoint(x: 385, y: 839)] {
                    let through = roots.reduce(1.0) { $0 * (1 - coverage(at: point, of: $1)) }
                    least.screens = min(least.screens, 1 - through)
                    if 1 - through < least.screens + 1e-12 { least.seed = seed }
                }
                // Each element in place: drawn held, opaque over its whole box.
                for frame in drawn where frame.name.hasPrefix("pair") {
                    let box = frame.quad.boundingBox
                    for u in stride(from: 0.05, through: 0.95, by: 0.15) {
                        for v in stride(from: 0.05, through: 0.95, by: 0.15) {
                            let c = coverage(
                                at: CGPoint(x: box.minX + u * box.width, y: box.minY + v * box.height), of: frame)
                            least.held = min(least.held, c)
                        }
                    }
                }
            }
            #expect(frames > 5, "seed \(seed)")
            let plan = try #require(controller.plan, "seed \(seed)")
            // Held pairs, and only they, get a stand-in of their own; nothing else flies.
            let pairTracks = plan.tracks.filter { if case .pair = $0.role { true } else { false } }
            #expect(pairTracks.count == held.count, "seed \(seed): \(pairTracks.map(\.name)) for held \(held.sorted())")
            #expect(
                plan.tracks.allSatisfy {
                    $0.role == .sourceRoot || $0.role == .destinationRoot || pairTracks.contains($0)
                })
            heldPairs += pairTracks.count
            // Everything is back as it was.
            #expect(stage.source.alpha == 1 && stage.destination.alpha == 1, "seed \(seed)")
            for view in stage.source.subviews + stage.destination.subviews {
                #expect(view.alpha == 1, "seed \(seed): \(view.matchID ?? "?") left at \(view.alpha)")
            }
        }
        testReport(
            "reduce motion: least screen coverage \(least.screens), least held-element coverage \(least.held), "
                + "\(heldPairs) held pairs")
        #expect(heldPairs > 20)
        #expect(least.screens > 1 - 1e-9, "seed \(least.seed): the window shows through at \(1 - least.screens)")
        #expect(least.held > 1 - 1e-9, "an element held in place turned see-through: \(least.held)")
    }

    /// UIKit keeps its navigation slide under Reduce Motion alone and cross-fades it only with
    /// Prefer Cross-Fade Transitions too: MatchCut's slide (its fallback between screens that
    /// match nothing) does the same; every other preset, zooming or revealing, stops moving under
    /// Reduce Motion alone.
    @Test func theNavigationSlideFadesOnlyWhenCrossFadesArePreferred() throws {
        func moves(_ preset: TransitionPreset, crossFade: Bool) throws -> Bool {
            var rng = SeededRandom(seed: 3)
            let (stage, _) = stage(&rng)
            var request = TransitionRequest(
                .push, from: stage.source, to: stage.destination, in: stage.container, style: .preset(preset),
                reduceMotion: true)
            request.prefersCrossFade = crossFade
            let report = Matcher().match(source: stage.source, destination: stage.destination, in: stage.container)
            let plan = TransitionController<HeadlessBackend>.plan(request, report: report)
            return plan.tracks.contains { track in
                track.legs.contains { $0.target.center != track.initial.center || $0.target.size != track.initial.size }
            }
        }
        #expect(try moves(.navigationSlide(), crossFade: false), "Reduce Motion alone: the slide slides")
        #expect(try !moves(.navigationSlide(), crossFade: true), "with Prefer Cross-Fade: it fades")
        for preset in [TransitionPreset.cardToDetail, .roller, .circularReveal(from: CGPoint(x: 20, y: 30))] {
            #expect(try !moves(preset, crossFade: false), "\(preset) moves under Reduce Motion")
        }
    }

    /// The rule for "the same place": within half a point at every corner, so a pixel-identical
    /// header or avatar is held, one that moves by a point is not.
    @Test func theSamePlaceIsWithinHalfAPointAtEveryCorner() {
        let a = StandInState(rect: CGRect(x: 10, y: 20, width: 100, height: 50), map: .identity)
        var b = a
        b.center.x += 0.4
        #expect(TransitionPlanner.isHeldInPlace(from: a, to: b))
        b.center.x += 0.2
        #expect(!TransitionPlanner.isHeldInPlace(from: a, to: b))
        var c = a
        c.size.width += 0.8  // each side moves 0.4
        #expect(TransitionPlanner.isHeldInPlace(from: a, to: c))
        var d = a
        d.shape = Transform3D.identity.rotated(by: 0.05)
        #expect(!TransitionPlanner.isHeldInPlace(from: a, to: d), "a turn of 0.05 rad moves a corner ~2.8 pt")
    }

    /// The navigation and modal coordinations ask the system (`UIAccessibility.isReduceMotionEnabled`
    /// on a device) when each transition is made.
    @Test func theCoordinationsPlayTheReducedPlanWhenTheSystemAsks() throws {
        let f = ContractFixtures.navigation(seed: 0) { Issue.record(Comment(rawValue: $0)) }
        f.nav.coordination.reduceMotion = { true }
        f.nav.push(f.detail)
        f.harness.run(until: { f.nav.coordination.engine.plan != nil })
        let plan = try #require(f.nav.coordination.engine.plan)
        for track in plan.tracks {
            for leg in track.legs {
                #expect(
                    leg.target.center == track.initial.center && leg.target.size == track.initial.size, "\(track.name)")
            }
        }
        f.harness.run(until: { !f.nav.isTransitioning && !f.harness.hasScheduledWork })
        #expect(f.harness.violations.isEmpty)
    }
}
