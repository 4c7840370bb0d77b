import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// Which element VoiceOver lands on after a finished transition (``AccessibilityFocus``).
@MainActor
@Suite struct AccessibilityFocusTests {
    /// Seeded screens with a card holding an image and a title (nested pairs) and small outer
    /// pairs around it: the card, the largest pair not nested in another, wins; without any pair,
    /// nothing (VoiceOver takes the screen's first element).
    @Test func theOutermostLargestMatchedElementOfTheArrivingScreen() {
        var rng = SeededRandom(seed: 23)
        for round in 0..<100 {
            let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
            let (source, destination, container) = (HeadlessView(frame: bounds), HeadlessView(frame: bounds), HeadlessView(frame: bounds))
            container.addSubview(source)
            container.addSubview(destination)
            var expected: HeadlessView?
            let withCard = rng.chance(0.8)
            let badges = rng.int(0...4)
            for (screen, isDestination) in [(source, false), (destination, true)] {
                if withCard {
                    let side = rng.double(150...380)
                    let card = HeadlessView(frame: CGRect(x: 5, y: rng.double(80...400), width: side, height: side))
                    card.matchID = "card"
                    for (id, h) in [("image", side * 0.6), ("title", 30.0)] {
                        let inner = HeadlessView(frame: CGRect(x: 0, y: id == "image" ? 0 : side * 0.7, width: side, height: h))
                        inner.matchID = id
                        card.addSubview(inner)
                    }
                    screen.addSubview(card)
                    if isDestination { expected = card }
                }
                // Badges, each smaller than any card, some nested in nothing.
                for i in 0..<badges {
                    let badge = HeadlessView(frame: CGRect(x: 300, y: 40 + 30 * Double(i), width: 20, height: 20))
                    badge.matchID = "badge-\(i)"
                    screen.addSubview(badge)
                    if isDestination, !withCard, i == 0 { expected = badge }
                }
            }
            let report = Matcher().match(source: source, destination: destination, in: container)
            #expect(AccessibilityFocus.element(in: report) === expected, "round \(round)")
        }
    }

    /// A transition under the finger that is cancelled changed no screen: nothing is posted; one
    /// that finishes posts once, after UIKit was told it completed.
    @Test func onlyAFinishedTransitionMovesVoiceOver() {
        for finish in [true, false] {
            var posted: [HeadlessView?] = []
            var completedWhenPosted: [Bool] = []
            let (_, stage, _) = runFlow(
                .pop, interactive: true,
                during: { flow, harness in
                    flow.screenChanged = { view in
                        posted.append(view)
                        completedWhenPosted.append(flow.isComplete)
                    }
                    harness.run(for: 0.05)
                    flow.update(progress: 0.5, translation: CGPoint(x: 195, y: 0), location: nil)
                    flow.release(finish: finish, progressVelocity: 0, fingerVelocity: .zero)
                })
            #expect(stage.context.completions == [finish])
            #expect(posted.count == (finish ? 1 : 0), "finish \(finish)")
            if finish {
                #expect(posted.first??.matchID != nil, "a matched element of the arriving screen")
                #expect(completedWhenPosted == [true], "after completeTransition")
            }
        }
    }
}
