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
            let (source, destination, container) = (
                HeadlessView(frame: bounds), HeadlessView(frame: bounds), HeadlessView(frame: bounds)
            )
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
                        let inner = HeadlessView(
                            frame: CGRect(x: 0, y: id == "image" ? 0 : side * 0.7, width: side, height: h))
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
    /// Inside the matched element, VoiceOver starts with the element it reads first: seeded rows
    /// of frames (tops jittered by under a point within a row), checked against the element found
    /// by sorting rows by their top and each row by its leading edge.
    @Test func insideTheElementTheTopRowsLeadingElementIsReadFirst() {
        var rng = SeededRandom(seed: 43)
        for round in 0..<300 {
            let rightToLeft = rng.chance(0.3)
            var frames: [CGRect] = []
            var rows: [[Int]] = []
            var y = rng.double(0...40)
            for _ in 0..<rng.int(1...4) {
                var row: [Int] = []
                var used: Set<Int> = []
                for _ in 0..<rng.int(1...4) {
                    var slot = rng.int(0...9)
                    while used.contains(slot) { slot = (slot + 1) % 10 }
                    used.insert(slot)
                    row.append(frames.count)
                    frames.append(
                        CGRect(
                            x: Double(slot) * 38 + rng.double(0...2), y: y + rng.double(0...0.9), width: 30, height: 20)
                    )
                }
                rows.append(row)
                y += rng.double(25...60)
            }
            let order = Array(frames.indices).shuffled(using: &rng)
            let shuffled = order.map { frames[$0] }
            let topRow = rows[0]
            let expected =
                rightToLeft
                ? topRow.max { frames[$0].maxX < frames[$1].maxX }
                : topRow.min { frames[$0].minX < frames[$1].minX }
            let got = AccessibilityFocus.firstElement(frames: shuffled, rightToLeft: rightToLeft).map { order[$0] }
            #expect(
                got == expected,
                "round \(round): \(got.map(String.init) ?? "nil") instead of \(expected.map(String.init) ?? "nil")")
        }
        #expect(AccessibilityFocus.firstElement(frames: [], rightToLeft: false) == nil)
    }

    /// Hidden views, hidden elements and views under 1 % alpha are skipped with what they hold.
    @Test func hiddenAndTransparentSubtreesAreSkipped() {
        #expect(AccessibilityFocus.skips(isHidden: true, elementsHidden: false, alpha: 1))
        #expect(AccessibilityFocus.skips(isHidden: false, elementsHidden: true, alpha: 1))
        #expect(AccessibilityFocus.skips(isHidden: false, elementsHidden: false, alpha: 0.009))
        #expect(!AccessibilityFocus.skips(isHidden: false, elementsHidden: false, alpha: 0.01))
    }

    /// An element under a hidden, transparent or elements-hidden ancestor gets no focus; one under
    /// shown ancestors does.
    @Test func focusGoesOnlyWhereVoiceOverCanReach() {
        let shown = (isHidden: false, elementsHidden: false, alpha: 1.0)
        #expect(AccessibilityFocus.canReach(through: []))
        #expect(AccessibilityFocus.canReach(through: [shown, shown, shown]))
        #expect(!AccessibilityFocus.canReach(through: [shown, (true, false, 1.0), shown]))
        #expect(!AccessibilityFocus.canReach(through: [shown, shown, (false, true, 1.0)]))
        #expect(!AccessibilityFocus.canReach(through: [(false, false, 0.005)]))
    }
}
