import Foundation
import Testing

@testable import MatchCut

@Suite struct TransitionSpecTests {
    private func spec(_ text: String) throws -> (TransitionSpec, [SceneProblem]) {
        var warnings: [SceneProblem] = []
        let value = try TransitionSpec(json: try JSONReader().parse(text), warnings: &warnings)
        return (value, warnings)
    }

    @Test func readsKindOptionsAndPresets() throws {
        let (matched, _) = try spec(
            #"{"kind": "pop", "duration": 0.4, "arcIntensity": 0.3, "timing": {"spring": 0.8}, "cascade": 0.05}"#)
        #expect(matched.kind == .pop)
        guard case .matched(let options) = matched.style else { Issue.record("expected matched"); return }
        #expect(options.duration == 0.4 && options.arcIntensity == 0.3 && options.timing == .spring(dampingRatio: 0.8))
        #expect(options.cascade == Cascade(delta: 0.05))
        #expect(
            try spec(#"{"preset": {"circularReveal": [10, 20]}}"#).0.style
                == .preset(.circularReveal(from: CGPoint(x: 10, y: 20))))
        #expect(try spec(#"{"preset": {"slide": "left"}}"#).0.style == .preset(.slide(from: .left)))
        #expect(try spec(#"{"preset": "roller"}"#).0.style == .preset(.roller))
    }

    @Test func badSectionsNameThePathAndUnknownKeysWarn() throws {
        #expect(
            throws: SceneFileError(problems: [
                SceneProblem(path: "transition.preset", message: "unknown preset \"spin\"")
            ])
        ) {
            try spec(#"{"preset": "spin"}"#)
        }
        #expect(
            throws: SceneFileError(problems: [
                SceneProblem(path: "transition.duration", message: "expected a positive duration in seconds")
            ])
        ) {
            try spec(#"{"duration": -1}"#)
        }
        #expect(
            throws: SceneFileError(problems: [
                SceneProblem(path: "transition.kind", message: "expected \"push\", \"pop\", \"present\" or \"dismiss\"")
            ])
        ) {
            try spec(#"{"kind": "slide"}"#)
        }
        let (_, warnings) = try spec(#"{"speed": 2}"#)
        #expect(warnings == [SceneProblem(path: "transition.speed", message: "unknown key, ignored")])
    }
}
