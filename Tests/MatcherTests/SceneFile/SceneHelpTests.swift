import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

private func decode(_ source: String, destination: String = #"{"children": [{"id": "x", "frame": [0, 0, 10, 10]}]}"#)
    -> (scene: TransitionScene?, errors: [String], warnings: [String])
{
    let text = #"{"container": {"width": 400, "height": 800}, "source": \#(source), "destination": \#(destination)}"#
    do {
        let result = try SceneDecoder().decode(text)
        return (result.scene, [], result.warnings.map(\.description))
    } catch let error as SceneFileError {
        return (nil, error.problems.map(\.description), [])
    } catch {
        return (nil, ["\(error)"], [])
    }
}

/// Scene files say everything the API can, and explain the common mistakes.
@MainActor
@Suite struct SceneHelpTests {
    @Test func everyModifierIsReadWithTheSwiftAPIsNames() throws {
        let source = #"""
            {"children": [{"id": "x", "frame": [0, 0, 10, 10], "modifiers": [
              "fade", {"scale": 0.8}, {"translate": [0, 40]}, {"arc": 0.4}, {"delay": 0.05}, {"zIndex": 7},
              {"spring": {"dampingRatio": 0.7, "response": 0.3}}, {"content": {"fade": "through", "fit": "width"}},
              "ignoreSubviews", {"snapshot": "layerRender"},
              {"keyframes": {"interpolation": "cubic", "frames": [{"time": 0.5, "scale": 0.9, "translate": [0, -20], "rotate": 0.1, "opacity": 0.5}]}}
            ]}]}
            """#
        let (scene, errors, _) = decode(source)
        #expect(errors.isEmpty, "\(errors)")
        let modifiers = try #require(scene?.source.children.first?.modifiers)
        #expect(
            modifiers == [
                .fade, .scale(0.8), .translate(x: 0, y: 40), .arc(intensity: 0.4), .delay(0.05), .zIndex(7),
                .spring(dampingRatio: 0.7, response: 0.3), .content(.both(fade: .through, fit: .width)), .ignoreSubviews,
                .snapshot(.layerRender),
                .keyframes(
                    FlightKeyframes(
                        [
                            FlightKeyframe(
                                time: 0.5,
                                offset: PoseOffset(translation: CGSize(width: 0, height: -20), scale: 0.9, rotation: 0.1, opacity: 0.5))
                        ], interpolation: .cubic)),
            ])
        // Written and read back: the same modifiers (scene export round trip).
        let written = SceneEncoder().encode(scene!)
        let again = try SceneDecoder().decode(written).scene
        #expect(again.source.children.first?.modifiers == modifiers)
        // And the headless tree carries them.
        #expect(scene!.makeHeadlessTrees().source.subviews.first?.transitionModifiers == modifiers)
    }

    @Test func textAndImagesAreRead() throws {
        let source = #"""
            {"children": [
              {"frame": [0, 0, 100, 20], "text": {"string": "Today", "fontSize": 28, "weight": "bold", "color": "#111111", "alignment": "center", "lines": 2}},
              {"frame": [0, 30, 100, 100], "image": {"gradient": ["#FF8800", "#8800FF"], "angle": 1.2, "contentMode": "scaleAspectFit"}},
              {"frame": [0, 140, 10, 10], "image": {"pattern": "stripes", "colors": ["#000", "#FFF"]}}
            ]}
            """#
        let (scene, errors, _) = decode(source)
        #expect(errors.isEmpty, "\(errors)")
        let children = try #require(scene?.source.children)
        #expect(children[0].content == .text(TextContent("Today", fontSize: 28, weight: 700, color: RGBAColor(hex: "#111111")!, alignment: .center, numberOfLines: 2)))
        guard case .image(let image)? = children[1].content, case .gradient(let colors, let angle) = image.source else {
            Issue.record("expected a gradient")
            return
        }
        #expect(colors.count == 2 && angle == 1.2 && image.contentMode == .scaleAspectFit)
        #expect(scene!.makeHeadlessTrees().source.subviews[0].contentKind == .text)
    }

    @Test func unknownKeysAndModifiersGetADidYouMean() {
        let (_, _, warnings) = decode(#"{"children": [{"id": "x", "frame": [0, 0, 10, 10], "corneRadius": 4}]}"#)
        let (_, errors, _) = decode(#"{"children": [{"id": "x", "frame": [0, 0, 10, 10], "modifiers": ["fdae", {"scael": 2}]}]}"#)
        #expect(warnings.contains("source.children[0].corneRadius: unknown key, ignored; did you mean \"cornerRadius\"?"))
        #expect(errors.contains("source.children[0].modifiers[0]: unknown modifier \"fdae\"; did you mean \"fade\"?"))
        #expect(errors.contains("source.children[0].modifiers[1]: unknown modifier \"scael\"; did you mean \"scale\"?"))
    }

    @Test func aMisspeltRequiredKeyIsNamed() {
        let (_, errors, _) = decode(#"{"children": [{"id": "x", "fram": [0, 0, 10, 10]}]}"#)
        #expect(errors == [#"source.children[0]: missing required key "frame" ("fram" looks like a misspelling of it)"#])
        let (_, containerErrors, _) = {
            do {
                _ = try SceneDecoder().decode(#"{"container": {"widht": 10, "height": 10}, "source": {}, "destination": {}}"#)
                return (nil as TransitionScene?, [String](), [String]())
            } catch let error as SceneFileError {
                return (nil, error.problems.map(\.description), [])
            } catch { return (nil, ["\(error)"], []) }
        }()
        #expect(containerErrors.contains(#"container: missing required key "width" ("widht" looks like a misspelling of it)"#))
    }

    /// A shadow's opacity defaults to 0, as `CALayer`'s: a shadow written without one would draw
    /// nothing without a word.
    @Test func aShadowWithoutOpacityIsWarnedAbout() {
        let (_, _, silent) = decode(#"{"children": [{"id": "x", "frame": [0, 0, 10, 10], "shadow": {"radius": 8}}]}"#)
        #expect(silent.contains { $0.hasPrefix("source.children[0].shadow: a shadow without \"opacity\" draws nothing") })
        let (_, _, drawn) = decode(
            #"{"children": [{"id": "x", "frame": [0, 0, 10, 10], "shadow": {"radius": 8, "opacity": 0.3}}]}"#)
        #expect(!drawn.contains { $0.contains("shadow") })
    }

    @Test func everyBadTransformOperationIsReported() {
        let (_, errors, _) = decode(
            #"{"children": [{"id": "x", "frame": [0, 0, 10, 10], "transform": [{"rotat": 1}, {"scale": [1, 2, 3, 4]}, {"perspective": -5}]}]}"#)
        #expect(errors.count == 3, "\(errors)")
        #expect(errors[0].contains("transform[0].rotat: unknown transform operation") && errors[0].contains("did you mean \"rotate\""))
        #expect(errors[1].hasPrefix("source.children[0].transform[1].scale"))
        #expect(errors[2].hasPrefix("source.children[0].transform[2].perspective"))
    }

    /// An ID on one side only: a near ID, or the same ID under another scope, on the other side.
    @Test func anUnmatchedIDGetsADidYouMeanInTheReport() {
        let list = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.matchID = "photo-1"
        let b = HeadlessView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        b.matchID = "avatar"
        b.matchScope = "cell-1"
        list.addSubview(a)
        list.addSubview(b)
        let detail = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = HeadlessView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        c.matchID = "photo_1"
        let d = HeadlessView(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        d.matchID = "avatar"
        detail.addSubview(c)
        detail.addSubview(d)
        let container = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(list)
        container.addSubview(detail)
        let report = Matcher().match(source: list, destination: detail, in: container)
        #expect(report.pairs.isEmpty)
        let text = report.description
        #expect(text.hasPrefix("no matched pairs"))
        #expect(text.contains(#"photo-1 at source.children[0]: did you mean "photo_1" (destination.children[0])?"#), "\(text)")
        #expect(text.contains(#"under scope "cell-1": keys match only within one scope"#), "\(text)")
    }
}
