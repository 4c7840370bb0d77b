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

    @Test func everyPresetFormIsRead() throws {
        let cases: [(String, TransitionPreset)] = [
            (#"{"circularReveal": {"from": [10, 20]}}"#, .circularReveal(from: CGPoint(x: 10, y: 20))),
            (#"{"diffuse": [5, 6]}"#, .diffuse(from: CGPoint(x: 5, y: 6))),
            (#"{"diffuse": {"from": [5, 6]}}"#, .diffuse(from: CGPoint(x: 5, y: 6))),
            (#"{"slide": {"edge": "right", "size": [260, 0]}}"#, .slide(from: .right, size: CGSize(width: 260, height: 0))),
            (#"{"slide": {"edge": "bottom"}}"#, .slide(from: .bottom)),
            (#""actionSheet""#, .actionSheet()),
            (#"{"actionSheet": [300, 400]}"#, .actionSheet(size: CGSize(width: 300, height: 400))),
            (#"{"actionSheet": {"size": [300, 400]}}"#, .actionSheet(size: CGSize(width: 300, height: 400))),
            (#""fade""#, .fade), (#""cardToDetail""#, .cardToDetail),
        ]
        for (text, preset) in cases {
            #expect(try spec(#"{"preset": \#(text)}"#).0.style == .preset(preset), "\(text)")
        }
    }

    /// Before: a `duration` next to a preset was silently dropped.
    @Test func aDurationNextToAPresetIsHonoured() throws {
        let (s, warnings) = try spec(#"{"kind": "present", "preset": "fade", "duration": 0.8}"#)
        #expect(s.style == .preset(.fade, duration: 0.8) && warnings.isEmpty)
        let (card, _) = try spec(#"{"preset": "cardToDetail", "duration": 1.8}"#)
        #expect(card.style == .preset(.cardToDetail, duration: 1.8))
    }

    @Test func optionsAPresetDoesNotUseAreWarnedAbout() throws {
        let (_, warnings) = try spec(#"{"preset": "fade", "timing": "linear", "arcIntensity": 0.3}"#)
        #expect(
            warnings.map(\.path) == ["transition.timing", "transition.arcIntensity"]
                && warnings.allSatisfy { $0.message.contains("ignored with a preset") })
    }

    @Test func misspellingsGetADidYouMean() throws {
        #expect(throws: SceneFileError.self) { try spec(#"{"preset": "rollr"}"#) }
        let error = #expect(throws: SceneFileError.self) { try spec(#"{"preset": {"circularReveel": [1, 2]}}"#) }
        #expect(error?.problems.first?.message == "unknown preset \"circularReveel\"; did you mean \"circularReveal\"?")
        let (_, warnings) = try spec(#"{"durration": 0.3}"#)
        #expect(warnings.first?.message == "unknown key, ignored; did you mean \"duration\"?")
    }

    /// Export carries the transition: written and read back, it is the same transition.
    @Test func aSpecRoundTripsThroughItsJSON() throws {
        let specs: [TransitionSpec] = [
            TransitionSpec(kind: .pop, style: .matched(TransitionOptions(duration: 0.4, timing: .spring(dampingRatio: 0.8), arcIntensity: 0.2, dimming: 0.3))),
            TransitionSpec(kind: .present, style: .preset(.slide(from: .left, size: CGSize(width: 260, height: 0)), duration: 0.6)),
            TransitionSpec(kind: .dismiss, style: .preset(.actionSheet(size: CGSize(width: 300, height: 200)))),
            TransitionSpec(kind: .present, style: .preset(.circularReveal(from: CGPoint(x: 3, y: 4))), reduceMotion: true),
            TransitionSpec(kind: .push, style: .preset(.cardToDetail)),
            TransitionSpec(
                kind: .push,
                style: .matched(
                    TransitionOptions(
                        timing: .curve(CubicBezierTiming(0.2, 0.9, 0.3, 1.1)),
                        unmatchedEffects: [.fade, .scale(0.9), .translate(x: 0, y: 24), .slide(from: .bottom)],
                        cascade: Cascade(delta: 0.04, direction: .rightToLeft)))),
            TransitionSpec(
                kind: .present,
                style: .matched(
                    TransitionOptions(timing: .physicalSpring(DampedSpring(mass: 1.5, stiffness: 220, damping: 26)), cascade: Cascade()))),
        ]
        for original in specs {
            var warnings: [SceneProblem] = []
            let read = try TransitionSpec(json: original.json(), warnings: &warnings)
            #expect(read == original && warnings.isEmpty, "\(original)")
        }
    }

    @Test func aGestureThatCannotDriveTheTransitionIsAnError() throws {
        let pull = ScriptedGesture(kind: .pullDown, touches: [(0, .zero), (0.1, CGPoint(x: 0, y: 10))])
        #expect(pull.problem(driving: .dismiss) == nil)
        #expect(pull.problem(driving: .present)?.message == "a pullDown gesture drives a dismiss, not a present")
        let pan = ScriptedGesture(kind: .edgePan, touches: [(0, .zero), (0.1, CGPoint(x: 10, y: 0))])
        #expect(pan.problem(driving: .pop) == nil && pan.problem(driving: .push) != nil)
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
        #expect(
            throws: SceneFileError(problems: [
                SceneProblem(
                    path: "transition.preset", message: "\"slide\" needs its argument: write {\"slide\": …} (see Docs/SceneFormat.md)")
            ])
        ) {
            try spec(#"{"preset": "slide"}"#)
        }
    }

    /// Every option has a scene-file form: custom curves, physical springs, the cascade's direction
    /// and the unmatched views' effects (nothing an export carries is dropped).
    @Test func everyOptionHasAForm() throws {
        let (spec, warnings) = try self.spec(
            #"{"timing": {"spring": {"mass": 2, "stiffness": 300, "damping": 30}}, "cascade": {"delta": 0.02, "direction": "bottomToTop"}, "effects": ["fade", {"scale": 0.8}, {"translate": [10, -20]}, {"slide": "left"}]}"#
        )
        #expect(warnings.isEmpty)
        guard case .matched(let o) = spec.style else { Issue.record("expected matched"); return }
        #expect(o.timing == .physicalSpring(DampedSpring(mass: 2, stiffness: 300, damping: 30)))
        #expect(o.cascade == Cascade(delta: 0.02, direction: .bottomToTop))
        #expect(o.unmatchedEffects == [.fade, .scale(0.8), .translate(x: 10, y: -20), .slide(from: .left)])
        let (curve, _) = try self.spec(#"{"timing": {"curve": [0.1, 0.7, 0.2, 1]}}"#)
        #expect(curve.style == .matched(TransitionOptions(timing: .curve(CubicBezierTiming(0.1, 0.7, 0.2, 1)))))
        let bad = #expect(throws: SceneFileError.self) {
            try self.spec(#"{"timing": {"curve": [1.5, 0, 0.2, 1]}, "effects": ["fdae"], "cascade": {"direction": "up"}}"#)
        }
        #expect(
            bad?.problems.map(\.path) == ["transition.effects[0]", "transition.cascade.direction", "transition.timing.curve"]
                || Set(bad?.problems.map(\.path) ?? [])
                    == ["transition.timing.curve", "transition.effects[0]", "transition.cascade.direction"])
    }
}
