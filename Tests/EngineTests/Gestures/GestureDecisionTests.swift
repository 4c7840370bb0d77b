import Foundation
import Testing

@testable import MatchCut

@Suite struct GestureDecisionTests {
    @Test func edgePanBeginsOnlyFromTheLeadingEdgeGoingTrailing() {
        let pan = PanToPopGesture(mode: .edge(width: 24))
        #expect(pan.shouldBegin(at: CGPoint(x: 10, y: 400), velocity: CGPoint(x: 300, y: 40), width: 390))
        #expect(!pan.shouldBegin(at: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 300, y: 40), width: 390))
        #expect(!pan.shouldBegin(at: CGPoint(x: 10, y: 400), velocity: CGPoint(x: -300, y: 0), width: 390))
        #expect(!pan.shouldBegin(at: CGPoint(x: 10, y: 400), velocity: CGPoint(x: 100, y: 300), width: 390))
        let rtl = PanToPopGesture(mode: .edge(width: 24), isRightToLeft: true)
        #expect(rtl.shouldBegin(at: CGPoint(x: 380, y: 400), velocity: CGPoint(x: -300, y: 0), width: 390))
        let full = PanToPopGesture(mode: .fullWidth)
        #expect(full.shouldBegin(at: CGPoint(x: 200, y: 400), velocity: CGPoint(x: 300, y: 40), width: 390))
    }

    @Test func releaseUsesProgressPlusProjectedMomentum() {
        let pan = PanToPopGesture()
        // 30 % dragged, slow: cancel. 30 % with a flick of 500 pt/s projects 249.5 pt more: finish.
        #expect(!pan.shouldFinish(translation: CGPoint(x: 117, y: 0), velocity: CGPoint(x: 20, y: 0), width: 390))
        #expect(pan.shouldFinish(translation: CGPoint(x: 117, y: 0), velocity: CGPoint(x: 500, y: 0), width: 390))
        // 70 % dragged but flicked back hard: cancel.
        #expect(!pan.shouldFinish(translation: CGPoint(x: 273, y: 0), velocity: CGPoint(x: -800, y: 0), width: 390))
    }

    @Test func tutorial004RuleAndTutorial002Threshold() {
        let rule = FinishRule.tutorial004
        #expect(rule.shouldFinish(progress: 0.3, velocity: 10, extent: 100))
        #expect(!rule.shouldFinish(progress: 0.3, velocity: -10, extent: 100))
        #expect(rule.shouldFinish(progress: 0.51, velocity: -10, extent: 100))
        let pull = PullDownToDismissGesture()
        #expect(pull.shouldFinish(translation: CGPoint(x: 0, y: 300), velocity: .zero, height: 844))
        #expect(!pull.shouldFinish(translation: CGPoint(x: 0, y: 200), velocity: .zero, height: 844))
    }

    @Test func upwardPullsAreIgnored() {
        let pull = PullDownToDismissGesture()
        #expect(!pull.shouldBegin(velocity: CGPoint(x: 0, y: -400)))
        #expect(pull.progress(translation: CGPoint(x: 0, y: -120), height: 844) == 0)
        #expect(pull.shouldBegin(velocity: CGPoint(x: 30, y: 400)))
    }

    @Test func aScrollViewKeepsItsPanUnlessAtTheEdgeThePanPullsFrom() {
        let list = ScrollState(
            contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 390, height: 3000),
            boundsSize: CGSize(width: 390, height: 844))
        #expect(!ScrollEdgeRule.pullDownMayBegin(over: list, velocity: CGPoint(x: 0, y: 500)))
        var top = list
        top.contentOffset.y = 0
        #expect(ScrollEdgeRule.pullDownMayBegin(over: top, velocity: CGPoint(x: 0, y: 500)))
        #expect(!ScrollEdgeRule.pullDownMayBegin(over: top, velocity: CGPoint(x: 0, y: -500)))
        let carousel = ScrollState(
            contentOffset: CGPoint(x: 200, y: 0), contentSize: CGSize(width: 2000, height: 200),
            boundsSize: CGSize(width: 390, height: 200))
        #expect(!ScrollEdgeRule.popMayBegin(over: carousel, velocity: CGPoint(x: 400, y: 0)))
        var start = carousel
        start.contentOffset.x = 0
        #expect(ScrollEdgeRule.popMayBegin(over: start, velocity: CGPoint(x: 400, y: 0)))
    }
}
