import Foundation
import MatchCut
import Testing

/// The README's headless example, kept compiling and true: the same code, then what it claims.
@MainActor
@Suite struct DocumentationTests {
    @Test func readmeExampleFliesThePhotoAndPutsEverythingBack() throws {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let container = HeadlessView(frame: screen), list = HeadlessView(frame: screen),
            detail = HeadlessView(frame: screen)
        container.addSubview(list); container.addSubview(detail)
        let thumbnail = HeadlessView(frame: CGRect(x: 20, y: 120, width: 160, height: 160))
        let hero = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        thumbnail.matchID = "photo-42"; hero.matchID = "photo-42"
        list.addSubview(thumbnail); detail.addSubview(hero)

        let driver = ManualFrameDriver(frameRate: 60)
        let controller = TransitionController(backend: HeadlessBackend(), driver: driver)
        controller.begin(TransitionRequest(.push, from: list, to: detail, in: container))
        driver.advance(by: 0.2)
        // Mid-flight, the photo's stand-in lies between its two frames: larger than the thumbnail,
        // smaller than the hero, its corner between theirs (a straight flight; each edge moves one way).
        let photo = try #require(controller.currentFrames().first { $0.name == "pair photo-42" })
        let box = photo.quad.boundingBox
        #expect(box.width > 160 && box.width < 390)
        #expect(box.minX > 0 && box.minX < 20 && box.minY > 0 && box.minY < 120)
        driver.advance(by: 1)
        #expect(controller.phase == .ended(finished: true))
        // Done: the stand-ins are gone and every original is back as it was.
        #expect(container.subviews.count == 2 && container.subviews[0] === list && container.subviews[1] === detail)
        #expect(thumbnail.alpha == 1 && hero.alpha == 1 && thumbnail.frame == CGRect(x: 20, y: 120, width: 160, height: 160))
    }
}
