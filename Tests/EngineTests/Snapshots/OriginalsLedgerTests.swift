import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct OriginalsLedgerTests {
    /// Random trees: hide and move random views, restore, and every view is exactly as it was.
    @Test(arguments: 0..<200)
    func restoringPutsBackEveryHiddenAndMovedView(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let stage = TransitionStage.random(&rng)
        let before = TreeSnapshot(stage.container)
        let views = RandomTreeBuilder.allViews(stage.source) + RandomTreeBuilder.allViews(stage.destination)
        let ledger = OriginalsLedger<HeadlessView>()
        let standIn = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.container.addSubview(standIn)
        for _ in 0..<rng.int(1...8) {
            let view = views[rng.int(0...(views.count - 1))]
            if rng.chance(0.3), view !== stage.source, view !== stage.destination, !isAncestor(view, of: standIn) {
                ledger.move(view, into: standIn, at: 0)
                view.frame = CGRect(x: rng.double(0...100), y: 0, width: 5, height: 5)
            } else {
                ledger.hide(view)
            }
        }
        #expect(!ledger.entries.isEmpty)
        ledger.restoreAll()
        standIn.removeFromSuperview()
        #expect(TreeSnapshot(stage.container) == before, "seed \(seed)")
        ledger.restoreAll()  // idempotent
        #expect(TreeSnapshot(stage.container) == before, "seed \(seed)")
    }

    @Test func hidingUsesOpacityNeverIsHidden() {
        let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.8
        let ledger = OriginalsLedger<HeadlessView>()
        ledger.hide(view)
        #expect(view.alpha == 0 && !view.isHidden)
        ledger.hide(view)  // a second change keeps the first record
        ledger.restoreAll()
        #expect(view.alpha == 0.8 && !view.isHidden)
    }

    @Test func anOpacityTheAppSetsMidFlightIsKept() {
        let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let ledger = OriginalsLedger<HeadlessView>()
        ledger.hide(view)
        view.alpha = 0.5  // the app fades it in its own way meanwhile
        ledger.restoreAll()
        #expect(view.alpha == 0.5)
    }

    @Test func aViewTheAppMovesOrRemovesMidFlightStaysWhereTheAppPutIt() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = HeadlessView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        let elsewhere = HeadlessView(frame: .zero)
        root.addSubview(a)
        root.addSubview(b)
        let standIn = HeadlessView(frame: .zero)
        let ledger = OriginalsLedger<HeadlessView>()
        ledger.move(a, into: standIn, at: 0)
        ledger.move(b, into: standIn, at: 0)
        elsewhere.addSubview(a)  // the app moves one
        b.removeFromSuperview()  // and removes the other
        ledger.restoreAll()
        #expect(a.superview === elsewhere && b.superview == nil && root.subviews.isEmpty)
    }

    @Test func aMovedViewGoesBackToItsIndexWithItsGeometryAndAttachments() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let children = (0..<3).map { HeadlessView(frame: CGRect(x: Double($0) * 20, y: 0, width: 10, height: 10)) }
        children.forEach(root.addSubview)
        let geometry = children[1].geometry
        let standIn = HeadlessView(frame: .zero)
        let ledger = OriginalsLedger<HeadlessView>()
        ledger.move(children[1], into: standIn, at: 0)
        children[1].frame = CGRect(x: 50, y: 50, width: 80, height: 80)
        #expect(ledger.differences() == ["parent, geometry, index"])
        ledger.restoreAll()
        #expect(root.subviews.map(ObjectIdentifier.init) == children.map(ObjectIdentifier.init))
        #expect(children[1].geometry == geometry)
    }

    private func isAncestor(_ view: HeadlessView, of other: HeadlessView) -> Bool {
        var current: HeadlessView? = other
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }
}
