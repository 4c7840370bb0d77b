import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

@MainActor
@Suite struct ClipTests {
    /// Before: a matched view lost its ancestors' clip: the image's square corners poked out of
    /// the rounded card for the whole flight.
    @Test func anImageInsideARoundedCardFliesWithTheCardsCorners() throws {
        let (stage, _, _, _) = todayCardStage()
        let backend = HeadlessBackend()
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let report = try #require(controller.report)
        let image = try #require(controller.plan?.track(for: .pair(report.pairs.firstIndex { $0.key.id == "image" }!)))
        // At the start: the card's rounded rect, its top corners the card's 20-point corners.
        let start = try #require(image.state(at: 0).clip)
        let startBox = try start.quad().boundingBox
        #expect(startBox == CGRect(x: 20, y: 120, width: 350, height: 420))
        #expect(start.cornerRadii == CornerRadii(uniform: 20))
        // At the end: the article's image is not clipped: a clip that cuts nothing of it.
        let end = try #require(image.state(at: image.end).clip)
        let hero = try image.state(at: image.end).quad().boundingBox
        #expect(try end.quad().boundingBox.contains(hero))
        // In between the clip is interpolated, not switched: its radius and size move steadily.
        let radii = stride(from: 0.0, through: image.end, by: image.end / 10).map { image.state(at: $0).clip!.cornerRadii.topLeft.width }
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 })
        #expect(radii.contains { $0 > 0.5 && $0 < 19.5 })
        // The headless backend draws the stand-in through that clip.
        let host = try #require(backend.liveStandIns.first { $0.name == "stand-in: \(image.name)" })
        #expect(host.appearance.masksToBounds && host.cornerRadius == 20)
        #expect(host.frame == CGRect(x: 20, y: 120, width: 350, height: 420))
    }

    /// The other way: popping back into the card, the image arrives with the clip it will have —
    /// from a clip that cuts nothing to the card's rounded rect, its corners growing steadily to
    /// the card's 20 points, never switched at the middle.
    @Test func anImagePoppingBackIntoARoundedCardArrivesWithTheCardsCorners() throws {
        let (stage, _, _, _) = todayCardStage()
        let backend = HeadlessBackend()
        let driver = ManualFrameDriver()
        let controller = TransitionController(backend: backend, driver: driver)
        controller.begin(TransitionRequest(.pop, from: stage.destination, to: stage.source, in: stage.container))
        let report = try #require(controller.report)
        let image = try #require(controller.plan?.track(for: .pair(report.pairs.firstIndex { $0.key.id == "image" }!)))
        let start = try #require(image.state(at: 0).clip)
        #expect(try start.quad().boundingBox.contains(try image.state(at: 0).quad().boundingBox))
        #expect(start.cornerRadii.topLeft.width < 0.5)
        let end = try #require(image.state(at: image.end).clip)
        #expect(try end.quad().boundingBox == CGRect(x: 20, y: 120, width: 350, height: 420))
        #expect(end.cornerRadii == CornerRadii(uniform: 20))
        let radii = stride(from: 0.0, through: image.end, by: image.end / 10).map {
            image.state(at: $0).clip!.cornerRadii.topLeft.width
        }
        // Growing steadily (a spring may overshoot by a hair, and settles on the card's 20).
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 <= $1 + 0.1 }, "\(radii)")
        #expect(radii.contains { $0 > 0.5 && $0 < 19.5 })
        // The backend draws the stand-in through that clip as it arrives.
        driver.advance(by: image.end * 0.9)
        let host = try #require(backend.liveStandIns.first { $0.name == "stand-in: \(image.name)" })
        let radius = try #require(image.state(at: driver.now).clip).cornerRadii.topLeft.width
        #expect(host.appearance.masksToBounds && abs(host.cornerRadius - radius) < 0.01 && radius > 19)
        driver.advance(by: 2)
    }

    /// Before: a cell half scrolled under the navigation bar flew in full over the bar.
    @Test func aCellHalfUnderTheBarKeepsTheBarsEdgeAsItsClip() throws {
        let grid = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bar = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        bar.backgroundColor = RGBAColor(red: 0.97, green: 0.97, blue: 0.97)
        let collection = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        collection.appearance.masksToBounds = true
        collection.bounds.origin = CGPoint(x: 0, y: 150)  // scrolled
        let cell = HeadlessView(frame: CGRect(x: 8, y: 80, width: 183, height: 183))  // 70 pt above the top
        cell.matchScope = "item-3"
        let photo = HeadlessView(frame: CGRect(x: 0, y: 0, width: 183, height: 183))
        photo.matchID = "photo"
        photo.cornerRadius = 8
        photo.appearance.masksToBounds = true
        photo.backgroundColor = RGBAColor(red: 1, green: 0.7, blue: 0.3)
        cell.addSubview(photo)
        collection.addSubview(cell)
        grid.addSubview(collection)
        grid.addSubview(bar)
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        detail.matchScope = "item-3"
        let hero = HeadlessView(frame: CGRect(x: 0, y: 200, width: 390, height: 390))
        hero.matchID = "photo"
        detail.addSubview(hero)
        let stage = TransitionStage(source: grid, destination: detail)
        let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let track = try #require(controller.plan?.track(for: .pair(0)))
        let start = track.state(at: 0)
        let photoBox = try start.quad().boundingBox
        let clipBox = try #require(try start.clip?.quad().boundingBox)
        #expect(abs(photoBox.minY - 30) < 1e-9)  // 100 + 80 − 150
        #expect(abs(clipBox.minY - 100) < 1e-9)  // the collection view's top: where the bar starts
        // Square corners where the collection view cuts the photo, square corners of the scroll view at the bottom.
        #expect(start.clip?.cornerRadii == .zero)
        // The clip moves steadily from the bar's edge to the hero's own top edge, never switching.
        let tops = stride(from: 0.0, through: track.end, by: track.end / 8).map {
            try! track.state(at: $0).clip!.quad().boundingBox.minY
        }
        // (The default spring overshoots by a hair, so allow a point either way.)
        #expect(tops.allSatisfy { $0 > 99 && $0 < 201 } && abs(tops.last! - 200) < 0.5)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 - $0 < 60 && $0 - $1 < 1 })
        #expect(tops.contains { $0 > 110 && $0 < 190 })
    }

    @Test func clipCornersAreKeptWhereTheAncestorsCornerIsAndSquareWhereAnOuterClipCuts() {
        let clip = ViewClip(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 100),
            transformToContainer: PlaneTransform(translationX: 50, y: 50), cornerRadius: 12, maskedCorners: .all,
            box: CGRect(x: 0, y: 0, width: 390, height: 120))
        let s = StandInClip(clip)
        #expect(s.center == CGPoint(x: 150, y: 85) && s.size == CGSize(width: 200, height: 70))
        #expect(s.cornerRadii.topLeft == CGSize(width: 12, height: 12) && s.cornerRadii.topRight.width == 12)
        #expect(s.cornerRadii.bottomLeft == .zero && s.cornerRadii.bottomRight == .zero)
    }
}
