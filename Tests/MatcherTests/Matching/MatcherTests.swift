import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

@MainActor
private func screen() -> (container: HeadlessView, source: HeadlessView, destination: HeadlessView) {
    let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let source = HeadlessView(frame: container.bounds)
    let destination = HeadlessView(frame: container.bounds)
    container.addSubview(source)
    container.addSubview(destination)
    return (container, source, destination)
}

@MainActor
private func tagged(_ id: String, _ frame: CGRect, in parent: HeadlessView) -> HeadlessView {
    let v = HeadlessView(frame: frame)
    v.matchID = id
    parent.addSubview(v)
    return v
}

@MainActor
@Suite struct MatcherTests {
    @Test func pairsViewsWithTheSameIDAndReportsTheirQuadsInTheContainer() {
        let (container, source, destination) = screen()
        let list = HeadlessView(frame: CGRect(x: 0, y: 100, width: 400, height: 600))
        list.bounds.origin.y = 50
        source.addSubview(list)
        _ = tagged("photo", CGRect(x: 20, y: 200, width: 100, height: 80), in: list)
        _ = tagged("photo", CGRect(x: 0, y: 0, width: 400, height: 300), in: destination)
        let report = Matcher().match(source: source, destination: destination, in: container)
        #expect(report.pairs.count == 1)
        let pair = report.pairs[0]
        #expect(pair.key == MatchKey(id: "photo"))
        #expect(pair.source.quad == Quad(CGRect(x: 20, y: 250, width: 100, height: 80)))
        #expect(pair.destination.quad == Quad(CGRect(x: 0, y: 0, width: 400, height: 300)))
        #expect(pair.source.path.description == "source.children[0].children[0]")
        #expect(report.onlyInSource.isEmpty && report.duplicates.isEmpty && report.skipped.isEmpty)
    }

    @Test func cornerRadiiAreReportedAsSeenInTheContainer() {
        let (container, source, destination) = screen()
        let scaled = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scaled.transform = Transform3D(scaleX: 0.5, y: 0.5)
        source.addSubview(scaled)
        tagged("avatar", CGRect(x: 0, y: 0, width: 100, height: 100), in: scaled).cornerRadius = 20
        let squashed = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        squashed.transform = Transform3D(scaleX: 0.5, y: 1)
        destination.addSubview(squashed)
        tagged("avatar", CGRect(x: 0, y: 0, width: 100, height: 100), in: squashed).cornerRadius = 20
        let report = Matcher().match(source: source, destination: destination, in: container)
        let pair = report.pairs[0]
        #expect(pair.source.cornerRadii == CornerRadii(uniform: 10))
        // A non-uniform scale makes elliptical corners: 10 wide (along x), 20 tall (along y).
        #expect(pair.destination.cornerRadii.topLeft == CGSize(width: 10, height: 20))
        #expect(!pair.destination.cornerRadii.isCircular)
    }

    @Test func cornerRadiusIsClampedToHalfTheShortSideAndRespectsTheMask() {
        let r = CornerRadii(radius: 80, mask: .all, size: CGSize(width: 100, height: 60))
        #expect(r == CornerRadii(uniform: 30))
        let top = CornerRadii(radius: 20, mask: [.topLeft, .topRight], size: CGSize(width: 100, height: 60))
        #expect(top.topLeft == CGSize(width: 20, height: 20) && top.bottomLeft == .zero)
    }

    @Test func theFrontMostVisibleDuplicateWinsAndEveryLoserIsNamed() {
        let (container, source, destination) = screen()
        _ = tagged("title", CGRect(x: 0, y: 0, width: 10, height: 10), in: source)
        let raised = tagged("title", CGRect(x: 0, y: 20, width: 10, height: 10), in: source)
        raised.zPosition = 1  // drawn in front although it comes first among later siblings
        _ = tagged("title", CGRect(x: 0, y: 40, width: 10, height: 10), in: source)
        tagged("title", CGRect(x: 0, y: 60, width: 10, height: 10), in: source).isHidden = true
        _ = tagged("title", CGRect(x: 0, y: 0, width: 10, height: 10), in: destination)
        let report = Matcher().match(source: source, destination: destination, in: container)
        #expect(report.pairs.count == 1)
        #expect(report.pairs[0].source.view === raised)
        let duplicate = report.duplicates[0]
        #expect(duplicate.side == .source && duplicate.occurrences.count == 4)
        #expect(duplicate.winner?.description == "source.children[1]")
        #expect(duplicate.losers.map(\.description) == ["source.children[0]", "source.children[2]"])
        #expect(report.skipped.map(\.path.description) == ["source.children[3]"])
    }

    @Test func everySkipReasonIsReported() {
        let (container, source, destination) = screen()
        let hiddenParent = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hiddenParent.isHidden = true
        source.addSubview(hiddenParent)
        _ = tagged("hidden", CGRect(x: 0, y: 0, width: 10, height: 10), in: hiddenParent)
        tagged("transparent", CGRect(x: 0, y: 0, width: 10, height: 10), in: source).alpha = 0.005
        _ = tagged("zero", CGRect(x: 0, y: 0, width: 0, height: 10), in: source)
        _ = tagged("offscreen", CGRect(x: 500, y: 0, width: 10, height: 10), in: source)
        let clipper = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        clipper.appearance.masksToBounds = true
        source.addSubview(clipper)
        // On screen, but below the bottom of a clipping list: a cell scrolled out of view.
        _ = tagged("clipped", CGRect(x: 0, y: 150, width: 10, height: 10), in: clipper)
        let excluded = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        excluded.isExcludedFromMatching = true
        source.addSubview(excluded)
        _ = tagged("excluded", CGRect(x: 0, y: 0, width: 10, height: 10), in: excluded)
        tagged("edge-on", CGRect(x: 0, y: 0, width: 10, height: 10), in: source).transform =
            Transform3D(rotationAngle: .pi / 2, axisX: 0, y: 1, z: 0)
        tagged("behind", CGRect(x: 0, y: 0, width: 400, height: 10), in: source).transform =
            Transform3D(perspectiveDistance: 100).rotated(by: 1.4, axisX: 0, y: 1, z: 0)
        let report = Matcher().match(source: source, destination: destination, in: container)
        let reasons = Dictionary(uniqueKeysWithValues: report.skipped.map { ($0.key.id, $0.reason) })
        #expect(reasons["hidden"] == .hidden)
        #expect(reasons["transparent"] == .transparent(alpha: 0.005))
        #expect(reasons["zero"] == .zeroSize)
        #expect(reasons["offscreen"] == .offScreen)
        #expect(reasons["clipped"] == .clipped)
        #expect(reasons["excluded"] == .excludedSubtree)
        #expect(reasons["edge-on"] == .collapsed)
        #expect(reasons["behind"] == .behindViewer)
        #expect(report.skipped.count == 8 && report.pairs.isEmpty && report.onlyInSource.isEmpty)
    }

    @Test func nestedMatchesKeepTheirParentChildOrder() {
        let (container, source, destination) = screen()
        let card = tagged("card", CGRect(x: 0, y: 0, width: 200, height: 200), in: source)
        _ = tagged("avatar", CGRect(x: 10, y: 10, width: 40, height: 40), in: card)
        let detail = tagged("card", CGRect(x: 0, y: 0, width: 400, height: 800), in: destination)
        let header = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        detail.addSubview(header)
        _ = tagged("avatar", CGRect(x: 20, y: 20, width: 60, height: 60), in: header)
        let report = Matcher().match(source: source, destination: destination, in: container)
        #expect(report.pairs.map(\.key.id) == ["card", "avatar"])
        #expect(report.pairs[1].enclosingPairInSource == 0)
        #expect(report.pairs[1].enclosingPairInDestination == 0)
        #expect(report.pairs[0].enclosingPairInSource == nil)
    }

    @Test func scopesKeepTwoCellsAvatarsApart() {
        let (container, source, destination) = screen()
        for i in 0..<3 {
            let cell = HeadlessView(frame: CGRect(x: 0, y: Double(i) * 100, width: 400, height: 100))
            cell.matchScope = "cell-\(i)"
            source.addSubview(cell)
            _ = tagged("avatar", CGRect(x: 10, y: 10, width: 40, height: 40), in: cell)
        }
        destination.matchScope = "cell-2"
        _ = tagged("avatar", CGRect(x: 100, y: 100, width: 200, height: 200), in: destination)
        let report = Matcher().match(source: source, destination: destination, in: container)
        #expect(report.duplicates.isEmpty)
        #expect(report.pairs.count == 1 && report.pairs[0].key == MatchKey(id: "avatar", scope: "cell-2"))
        #expect(report.pairs[0].source.quad.topLeft == CGPoint(x: 10, y: 210))
        #expect(Set(report.onlyInSource.map(\.key.scope)) == ["cell-0", "cell-1"])
    }

    @Test func aHundredThousandLevelTreeIsMatchedWithoutOverflow() {
        let (container, source, destination) = screen()
        var leaf = source
        for _ in 0..<100_000 {
            let child = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }
        leaf.matchID = "deep"
        _ = tagged("deep", CGRect(x: 0, y: 0, width: 10, height: 10), in: destination)
        let report = Matcher().match(source: source, destination: destination, in: container)
        #expect(report.pairs.count == 1)
        #expect(report.pairs[0].source.path.indices.count == 100_000)
    }

    @Test func theReportReadsAsWords() {
        let (container, source, destination) = screen()
        _ = tagged("a", CGRect(x: 0, y: 0, width: 10, height: 10), in: source)
        _ = tagged("a", CGRect(x: 0, y: 0, width: 20, height: 20), in: destination)
        _ = tagged("lonely", CGRect(x: 0, y: 0, width: 10, height: 10), in: source)
        let text = Matcher().match(source: source, destination: destination, in: container).description
        #expect(text.contains("1 matched pair"))
        #expect(text.contains("only in the source (1):\n  lonely at source.children[1]"))
    }
}
