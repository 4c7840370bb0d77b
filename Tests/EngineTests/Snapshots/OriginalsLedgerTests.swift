import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct OriginalsLedgerTests {
    @Test func restoresHiddenFadedTransformedAndMovedViewsExactly() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        [a, b, c].forEach(root.addSubview)
        b.alpha = 0.4
        b.transform = Transform3D(rotationAngle: 0.3)
        let other = HeadlessView()
        let before = TreeSnapshot(root)
        let ledger = OriginalsLedger<HeadlessView>()
        ledger.record(b, mayMove: true)
        ledger.hide(b)
        b.alpha = 0.9
        b.transform = .identity
        other.addSubview(b)  // moved out, as a live view would be
        ledger.hide(b)  // a second record keeps the first
        ledger.hide(a)
        #expect(!ledger.differences().isEmpty)
        ledger.restoreAll()
        #expect(TreeSnapshot(root) == before && other.subviews.isEmpty)
        #expect(ledger.differences().isEmpty && ledger.entries.isEmpty)
        ledger.restoreAll()  // idempotent
        #expect(TreeSnapshot(root) == before)
    }
}
