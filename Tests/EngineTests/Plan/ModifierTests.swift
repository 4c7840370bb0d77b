import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// A list with a thumbnail, and a detail with the photo and an untagged caption.
@MainActor
private func captionStage(caption modifiers: [TransitionModifier], photo photoModifiers: [TransitionModifier] = [])
    -> (stage: TransitionStage, caption: HeadlessView, photo: HeadlessView)
{
    let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let thumb = HeadlessView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
    thumb.matchID = "photo"
    list.addSubview(thumb)
    let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photo = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    photo.matchID = "photo"
    photo.transitionModifiers = photoModifiers
    detail.addSubview(photo)
    let caption = HeadlessView(frame: CGRect(x: 20, y: 520, width: 350, height: 60))
    caption.backgroundColor = RGBAColor(red: 0.2, green: 0.2, blue: 0.2)
    caption.transitionModifiers = modifiers
    detail.addSubview(caption)
    return (TransitionStage(source: list, destination: detail), caption, photo)
}

@MainActor
private func plan(_ stage: TransitionStage, _ kind: TransitionKind = .push) throws -> (TransitionController<HeadlessBackend>, TransitionPlan) {
    let controller = TransitionController(backend: HeadlessBackend(), driver: ManualFrameDriver())
    let (from, to) = kind.isForward ? (stage.source, stage.destination) : (stage.destination, stage.source)
    controller.begin(TransitionRequest(kind, from: from, to: to, in: stage.container))
    return (controller, try #require(controller.plan))
}

@MainActor
private func captionTrack(_ plan: TransitionPlan) throws -> StandInTrack {
    try #require(plan.tracks.first { $0.role == .single(ViewPath(side: .destination, indices: [1])) })
}

/// Before: per-view modifiers were ignored (only the options' global effects applied, and only to
/// tagged views): an untagged caption with `[.fade, .translate]` got no stand-in at all.
@MainActor
@Suite struct ModifierTests {
    @Test func anUntaggedCaptionFadesAndSlidesIn() throws {
        let (stage, caption, _) = captionStage(caption: [.fade, .translate(x: 0, y: 40)])
        let (_, plan) = try plan(stage)
        let track = try captionTrack(plan)
        let start = track.state(at: 0)
        let end = track.state(at: track.end)
        #expect(start.alpha == 0 && end.alpha == 1)
        #expect(abs(start.center.y - (550 + 40)) < 1e-9 && abs(end.center.y - 550) < 1e-9)
        #expect(plan.hiddenOriginals.contains(ViewPath(side: .destination, indices: [1])))
        _ = caption
    }

    @Test func theSameCaptionLeavesTheWayItCame() throws {
        let (stage, _, _) = captionStage(caption: [.fade, .translate(x: 0, y: 40)])
        let (_, plan) = try plan(stage, .pop)
        let track = try #require(plan.tracks.first { $0.role == .single(ViewPath(side: .source, indices: [1])) })
        #expect(track.state(at: 0).alpha == 1 && track.state(at: track.end).alpha == 0)
        #expect(abs(track.state(at: track.end).center.y - 590) < 1e-9)
    }

    @Test func scaleShrinksAboutTheCentre() throws {
        let (stage, _, _) = captionStage(caption: [.scale(0.5)])
        let track = try captionTrack(plan(stage).1)
        let box = try track.state(at: 0).quad().boundingBox
        #expect(abs(box.width - 175) < 1e-9 && abs(box.midX - 195) < 1e-9 && track.state(at: 0).alpha == 1)
    }

    @Test func delayHoldsTheStandInThenMoves() throws {
        let (stage, _, _) = captionStage(caption: [.translate(x: 0, y: 100), .delay(0.1)])
        let track = try captionTrack(plan(stage).1)
        #expect(track.legs[0].start == 0.1)
        #expect(track.state(at: 0.05).center == track.state(at: 0).center)
        #expect(track.state(at: 0.2).center.y < track.state(at: 0).center.y)
    }

    @Test func springGivesTheViewItsOwnPhysicalSpring() throws {
        let (stage, _, _) = captionStage(caption: [.fade, .spring(dampingRatio: 0.5, response: 0.6)])
        let track = try captionTrack(plan(stage).1)
        #expect(track.legs[0].timing == .physicalSpring(DampedSpring(dampingRatio: 0.5, response: 0.6)))
    }

    @Test func arcBowsAMatchedFlight() throws {
        let (stage, _, _) = captionStage(caption: [.fade], photo: [.arc(intensity: 0.8)])
        let (_, plan) = try plan(stage)
        let photo = try #require(plan.track(for: .pair(0)))
        let a = photo.state(at: 0).center
        let b = photo.state(at: photo.end).center
        // The farthest the centre gets from the straight line: 0.8 × distance / 4 for a quadratic arc.
        let length = a.distance(to: b)
        let off = stride(from: 0.0, through: photo.end, by: photo.end / 200).map { t -> Double in
            let p = photo.state(at: t).center
            return abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / length
        }
        #expect(abs(off.max()! - 0.8 * length / 4) < 0.5)
    }

    @Test func zIndexPlacesTheStandIn() throws {
        let (stage, _, _) = captionStage(caption: [.fade, .zIndex(7)])
        #expect(try captionTrack(plan(stage).1).zIndex == 7)
    }

    @Test func contentChoosesWhatAMatchedStandInShows() throws {
        let (stage, _, _) = captionStage(caption: [.fade], photo: [.content(.both(fade: .through, fit: .width))])
        let photo = try #require(try plan(stage).1.track(for: .pair(0)))
        #expect(photo.content == .both(fade: .through, fit: .width))
        #expect(photo.frame(at: photo.end / 2)?.sourceContentAlpha ?? 1 < 0.1)
    }

    @Test func ignoreSubviewsMakesTheViewOnePicture() throws {
        let (stage, caption, _) = captionStage(caption: [.fade, .ignoreSubviews])
        let label = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.matchID = "label"
        label.transitionModifiers = [.scale(2)]
        caption.addSubview(label)
        let (controller, plan) = try plan(stage)
        let report = try #require(controller.report)
        #expect(report.skipped.contains { $0.key.id == "label" && $0.reason == .insideIgnoredView })
        #expect(plan.tracks.filter { if case .single = $0.role { true } else { false } }.count == 1)
    }

    @Test func snapshotChoosesHowTheViewIsPictured() throws {
        let (stage, caption, _) = captionStage(caption: [.fade, .snapshot(.layerRender)])
        // As UIKit's flow places it: the arriving screen under the leaving one, so its pictures are
        // committed and cropped unless a view asks otherwise.
        stage.container.insertSubview(stage.destination, at: 0)
        let backend = HeadlessBackend()
        let controller = TransitionController(backend: backend, driver: ManualFrameDriver())
        controller.begin(TransitionRequest(.push, from: stage.source, to: stage.destination, in: stage.container))
        let request = try #require(controller.snapshotPlan?.requests.first { $0.view === caption })
        guard case .layerRender = request.method else {
            Issue.record("expected a layer render, got \(request.method)")
            return
        }
        #expect(backend.pictureCounts.layerRenders == 1)
    }

    /// Effects on a matched view shape its flight: it passes through the effected pose halfway.
    @Test func effectsOnAMatchedViewShapeItsFlight() throws {
        let (stage, _, _) = captionStage(caption: [.fade], photo: [.scale(0.5), .fade])
        let photo = try #require(try plan(stage).1.track(for: .pair(0)))
        let plain = try #require(try plan(captionStage(caption: [.fade]).stage).1.track(for: .pair(0)))
        let t = photo.end / 2
        let ratio = photo.state(at: t).shape.m11 / plain.state(at: t).shape.m11
        #expect(abs(ratio - 0.5) < 1e-6 && photo.state(at: t).alpha < 1e-6)
        #expect(photo.state(at: 0) == plain.state(at: 0) && photo.state(at: photo.end) == plain.state(at: plain.end))
    }

    /// Keyframes in a transition: waypoints as offsets from the planned motion.
    @Test func keyframesOffsetTheFlightAtTheirTimes() throws {
        let keyframes = FlightKeyframes([
            FlightKeyframe(time: 0.25, offset: PoseOffset(translation: CGSize(width: 0, height: -60))),
            FlightKeyframe(time: 0.75, offset: PoseOffset(rotation: 0.3, opacity: 0.5)),
        ])
        let (stage, _, _) = captionStage(caption: [.fade], photo: [.keyframes(keyframes)])
        let photo = try #require(try plan(stage).1.track(for: .pair(0)))
        let plain = try #require(try plan(captionStage(caption: [.fade]).stage).1.track(for: .pair(0)))
        let at = { (u: Double) in photo.start + (photo.end - photo.start) * u }
        #expect(abs(photo.state(at: at(0.25)).center.y - (plain.state(at: at(0.25)).center.y - 60)) < 1e-9)
        let turned = photo.state(at: at(0.75))
        #expect(abs(atan2(turned.shape.m12, turned.shape.m11) - 0.3) < 1e-9)
        #expect(abs(turned.alpha - plain.state(at: at(0.75)).alpha * 0.5) < 1e-9)
        #expect(photo.state(at: photo.end) == plain.state(at: plain.end))
    }
}
