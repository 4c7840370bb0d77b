import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// One value per transition (issue 20): whatever a transition left in flight — a finger's catch,
/// pending gesture state, the render server's bookkeeping, its stand-ins — is gone when it ends,
/// and the next starts from nothing. Every part of the value is compared with a fresh one (by
/// reflection, so a part added later is covered too), under seeded gesture scripts.
@MainActor
@Suite struct InFlightTransitionTests {
    static func stage() -> TransitionStage {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let thumbnail = HeadlessView(frame: CGRect(x: 20, y: 500, width: 120, height: 120))
        thumbnail.matchID = "photo"
        let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        hero.matchID = "photo"
        list.addSubview(thumbnail)
        detail.addSubview(hero)
        return TransitionStage(source: list, destination: detail)
    }

    /// The parts of `flight` that differ from a fresh value's.
    static func leftovers(_ flight: InFlightTransition<HeadlessView>) -> [String] {
        let fresh = Mirror(reflecting: InFlightTransition<HeadlessView>()).children.map { String(describing: $0.value) }
        return zip(Mirror(reflecting: flight).children, fresh).compactMap { part, clean in
            String(describing: part.value) == clean ? nil : (part.label ?? "?")
        }
    }

    @Test func nothingOfATransitionOutlivesIt() throws {
        for seed in UInt64(1)...40 {
            var random = SeededRandom(seed: seed)
            let stage = Self.stage()
            let backend = HeadlessBackend(playsOnRenderServer: random.chance(0.5))
            let driver = ManualFrameDriver()
            let controller = TransitionController(backend: backend, driver: driver)
            for round in 0..<3 {
                let push = round % 2 == 0
                controller.begin(
                    TransitionRequest(
                        push ? .push : .pop, from: push ? stage.source : stage.destination,
                        to: push ? stage.destination : stage.source, in: stage.container,
                        interactive: random.chance(0.5)))
                // A random script: progress, a catch, a finger, a release, frames between.
                for _ in 0..<random.int(1...8) {
                    switch random.int(0...4) {
                    case 0: controller.update(progress: random.double(0...1))
                    case 1: _ = controller.catchTransition(at: CGPoint(x: random.double(0...390), y: random.double(0...844)))
                    case 2: controller.follow(translation: CGPoint(x: random.double(-50...50), y: random.double(-50...200)))
                    case 3: controller.finish(velocity: random.double(-2...2))
                    default: controller.cancel(velocity: random.double(-2...2))
                    }
                    driver.advance(by: random.double(0...0.1))
                }
                // A finger still down lifts.
                if controller.phase.isInFlight {
                    if random.chance(0.5) { controller.finish(velocity: 1) } else { controller.cancel(velocity: -1) }
                }
                driver.advance(by: 3)
                #expect(!controller.phase.isInFlight, "seed \(seed) round \(round)")
                #expect(Self.leftovers(controller.flight).isEmpty, "seed \(seed) round \(round): \(Self.leftovers(controller.flight))")
                #expect(stage.container.subviews.count == 2, "seed \(seed): a stand-in or cover left behind")
            }
        }
    }
}
