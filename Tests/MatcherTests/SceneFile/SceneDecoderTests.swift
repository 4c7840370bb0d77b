import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

private func scene(source: String, destination: String = #"{"children": [{"id": "x", "frame": [0, 0, 10, 10]}]}"#)
    -> String
{
    #"{"container": {"width": 400, "height": 800}, "source": \#(source), "destination": \#(destination)}"#
}

private func problems(_ text: String) -> [String] {
    do {
        _ = try SceneDecoder().decode(text)
        return []
    } catch let error as SceneFileError {
        return error.problems.map(\.description)
    } catch {
        return ["unexpected error \(error)"]
    }
}

@Suite struct SceneDecoderTests {
    @Test func wrongNumberCountNamesThePathAndBothCounts() {
        let text = scene(
            source: #"{"children": [{"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1]}, {"frame": [1, 2, 3]}]}"#)
        #expect(problems(text) == ["source.children[2].frame: expected 4 numbers, got 3"])
    }

    @Test func malformedJSONGivesLineAndColumn() {
        let text = "{\n  \"container\": {\"width\": 400,, \"height\": 800}\n}"
        #expect(problems(text) == [#"malformed JSON: line 2, column 30: expected a key in double quotes"#])
        #expect(problems("") == ["malformed JSON: line 1, column 1: unexpected end of the document, expected a value"])
        #expect(problems(#"{"a": 1} x"#) == ["malformed JSON: line 1, column 10: unexpected text after the document"])
        #expect(problems(#"{"a": "unterminated}"#).first?.contains("unterminated string") == true)
    }

    @Test func hostileNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(problems(deep).first?.contains("nested deeper than 512 levels") == true)
    }

    @Test func wrongTypesNameTheExpectedAndActualType() {
        #expect(
            problems(scene(source: #"{"children": [{"frame": "big"}]}"#)) == [
                "source.children[0].frame: expected 4 numbers, got a string"
            ])
        #expect(problems(scene(source: #"{"hidden": 1}"#)) == ["source.hidden: expected true or false, got a number"])
        #expect(problems(scene(source: #"{"id": 7}"#)) == ["source.id: expected a string, got a number"])
        #expect(
            problems(scene(source: #"{"children": {}}"#)) == [
                "source.children: expected an array of views, got an object"
            ])
        #expect(problems(#"[1, 2]"#) == ["expected an object, got an array"])
    }

    @Test func nonFiniteNumbersAreRejectedByPath() {
        #expect(
            problems(scene(source: #"{"children": [{"frame": [0, NaN, 10, 10]}]}"#)) == [
                "source.children[0].frame[1]: expected a finite number, got NaN"
            ])
        #expect(
            problems(scene(source: #"{"alpha": 1e400}"#)) == ["source.alpha: expected a finite number, got infinity"])
        #expect(
            problems(scene(source: #"{"zPosition": -Infinity}"#)) == [
                "source.zPosition: expected a finite number, got -infinity"
            ])
    }

    @Test func negativeSizesAreRejected() {
        #expect(
            problems(scene(source: #"{"children": [{"frame": [0, 0, -5, 10]}]}"#)) == [
                "source.children[0].frame: expected a non-negative width and height, got -5 × 10"
            ])
        #expect(
            problems(#"{"container": {"width": 0, "height": 800}, "source": {}, "destination": {}}"#) == [
                "container.width: expected a positive size, got 0"
            ])
        #expect(
            problems(scene(source: #"{"cornerRadius": -1}"#)) == [
                "source.cornerRadius: expected a non-negative radius, got -1"
            ])
    }

    @Test func singularTransformsAreRejected() {
        let message =
            "singular transform (it squashes the view flat and cannot be inverted); use \"hidden\": true, or a tiny scale such as 0.001"
        #expect(problems(scene(source: #"{"transform": [{"scale": [0, 1]}]}"#)) == ["source.transform: " + message])
        let zeros = "[" + Array(repeating: "0", count: 16).joined(separator: ", ") + "]"
        #expect(problems(scene(source: #"{"transform": \#(zeros)}"#)) == ["source.transform: " + message])
        #expect(
            problems(scene(source: #"{"transform": [{"perspective": 0}]}"#)) == [
                "source.transform[0].perspective: expected a positive distance in points, got 0"
            ])
        #expect(
            problems(scene(source: #"{"transform": [{"skew": 1}]}"#)).first?.hasPrefix(
                "source.transform[0].skew: unknown transform operation") == true)
    }

    @Test func unknownKeysAreWarningsWithPaths() throws {
        let result = try SceneDecoder().decode(
            scene(source: ##"{"colour": "#FF0000", "children": [{"id": "x", "frame": [0, 0, 1, 1], "opacity": 1}]}"##))
        #expect(
            result.warnings.map(\.description) == [
                "source.colour: unknown key, ignored", "source.children[0].opacity: unknown key, ignored",
            ])
    }

    @Test func duplicateIDsAreReportedAndDuplicateKeysRejected() throws {
        let result = try SceneDecoder().decode(
            scene(source: #"{"children": [{"id": "x", "frame": [0, 0, 1, 1]}, {"id": "x", "frame": [0, 0, 2, 2]}]}"#))
        #expect(
            result.warnings.map(\.description) == [
                #"source: duplicate ID "x" on 2 views; the front-most visible one is matched"#
            ])
        #expect(
            problems(#"{"container": {"width": 1, "width": 2}}"#) == [
                #"malformed JSON: line 1, column 28: duplicate key "width""#
            ])
    }

    @Test func emptyAndMissingTreesAreExplained() throws {
        #expect(
            problems(#"{"container": {"width": 400, "height": 800}, "source": null, "destination": {}}"#) == [
                "source: expected an object (the controller's root view), got null: a scene needs both trees"
            ])
        #expect(
            problems(#"{"container": {"width": 400, "height": 800}}"#) == [
                #"missing required key "source""#, #"missing required key "destination""#,
            ])
        #expect(
            problems(scene(source: #"{"children": [{"id": "x"}]}"#)) == [
                #"source.children[0]: missing required key "frame""#
            ])
        let result = try SceneDecoder().decode(scene(source: "{}"))
        #expect(
            result.warnings.map(\.description) == [#"source: no view has an "id", so nothing in this tree can match"#])
    }

    @Test func everyErrorIsReportedNotJustTheFirst() {
        let text = scene(
            source: #"{"alpha": "x", "children": [{"frame": [0, 0, 1]}]}"#, destination: #"{"hidden": null}"#)
        #expect(
            problems(text) == [
                "source.alpha: expected a number, got a string", "source.children[0].frame: expected 4 numbers, got 3",
                "destination.hidden: expected true or false, got null",
            ])
    }

    @Test func transformOperationsComposeLikeCoreAnimationCalls() throws {
        let result = try SceneDecoder().decode(
            scene(
                source:
                    #"{"transform": [{"translate": [10, 0]}, {"rotate": {"angle": 1.5707963267948966, "axis": [0, 0, 1]}}, {"scale": 2}]}"#
            ))
        let t = result.scene.source.geometry.transform
        let expected = Transform3D.identity.translated(x: 10, y: 0).rotated(by: .pi / 2).scaled(x: 2, y: 2)
        #expect(t == expected)
        // Scale first, then rotate, then translate: (1, 0) → (2, 0) → (0, 2) → (10, 2).
        let p = try t.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 2) < 1e-12)
    }

    @Test func frameWithAnAnchorPointPlacesThePositionAsUIKitDoes() throws {
        let result = try SceneDecoder().decode(
            scene(
                source: #"{"children": [{"frame": [10, 20, 100, 50], "anchorPoint": [0, 1], "boundsOrigin": [0, 30]}]}"#
            ))
        let g = result.scene.source.children[0].geometry
        #expect(g.position == CGPoint(x: 10, y: 70))
        #expect(g.bounds == CGRect(x: 0, y: 30, width: 100, height: 50))
    }
}
