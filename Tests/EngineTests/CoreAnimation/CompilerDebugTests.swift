import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    @MainActor @Suite struct CompilerDebugTests {
        static func describe(_ track: StandInTrack, _ s: CompiledStandIn) {
            let legs = track.legs.map { "\($0.timing) arc \($0.arc) [\($0.start), \($0.end)]" }.joined(separator: "; ")
            print("  \(s.name): keys \(s.keyCount) content \(track.content) legs: \(legs) kf: \(track.keyframes != nil)")
            for l in s.layers {
                let a = l.animations.map { a -> String in
                    var d = "\(a.typeName) \(a.keyPath?.rawValue ?? "")[\(a.timing.beginTime)+\(a.timing.duration)]"
                    if case .keyframe(let k) = a { d += "(\(k.values.count))" }
                    return d
                }
                if !a.isEmpty { print("    \(l.role): \(a.joined(separator: ", "))") }
            }
        }

        @Test func dumpSeeds() throws {
            let list = ProcessInfo.processInfo.environment["SEEDS"]?.split(separator: ",").compactMap { UInt64($0) } ?? []
            let name = ProcessInfo.processInfo.environment["TRACK"]
            for seed in list {
                var rng = SeededRandom(seed: seed)
                let (plan, description) = CompilerRandomPlanTests.randomPlan(&rng)
                print("== seed \(seed): \(description)")
                let compiled = AnimationCompiler().compile(plan)
                for (track, s) in zip(plan.tracks, compiled.standIns) where name == nil || s.name == name {
                    Self.describe(track, s)
                    var errors = CompileErrors()
                    checkPlayed(s, against: { track.frame(at: $0) }, times: times(from: -0.25, to: plan.duration + 0.25), context: "", into: &errors)
                    print(errors.summary)
                    if name != nil {
                        print("initial \(track.initial)\nfinal \(track.final)")
                        for l in s.layers { for a in l.animations { print("\(l.role): \(JSONWriter(indent: nil).string(a.json()))") } }
                    }
                }
            }
        }
    }
}

extension CoreAnimationTests.CompilerDebugTests {
    @Test func probeOne() throws {
        guard let seed = ProcessInfo.processInfo.environment["PROBE_SEED"].flatMap({ UInt64($0) }),
            let name = ProcessInfo.processInfo.environment["TRACK"],
            let time = ProcessInfo.processInfo.environment["TIME"].flatMap({ Double($0) })
        else { return }
        var rng = SeededRandom(seed: seed)
        let (plan, _) = CoreAnimationTests.CompilerRandomPlanTests.randomPlan(&rng)
        let compiled = AnimationCompiler().compile(plan)
        for (track, s) in zip(plan.tracks, compiled.standIns) where s.name == name {
            let played = PlayedStandIn(s)
            for dt in stride(from: -0.0002, through: 0.0002, by: 0.00005) {
                let t = time + dt
                let shown = played.shown(at: t)
                let e = track.frame(at: t)!
                print(String(format: "t=%.6f", t), "shown \(shown.presented[.body]!.transform.values.prefix(2)) exact \(e.state.shape.values.prefix(2)) pos \(shown.presented[.body]!.position) \(e.state.center)")
            }
            for l in s.layers where l.role == .body {
                for a in l.animations where a.keyPath == .transform || a.keyPath == .position {
                    if case .keyframe(let k) = a {
                        for (i, kt) in (k.keyTimes ?? []).enumerated() where abs(kt * k.timing.duration + k.timing.beginTime - time) < 0.0005 {
                            print("\(k.keyPath) key \(i) t=\(kt * k.timing.duration + k.timing.beginTime) \(k.values[i].components.prefix(2)) easing \(i > 0 ? "\(k.timingFunctions![i - 1])" : "-")")
                        }
                    }
                }
            }
        }
    }
}

extension CoreAnimationTests.CompilerDebugTests {
    @Test func timeCompile() {
        guard ProcessInfo.processInfo.environment["TIME_COMPILE"] != nil else { return }
        var planning = 0.0, compiling = 0.0, checking = 0.0
        var errors = CompileErrors()
        for seed in 0..<UInt64(ProcessInfo.processInfo.environment["N"].flatMap { Int($0) } ?? 200) {
            var rng = SeededRandom(seed: seed)
            var t0 = Date()
            let (plan, _) = CoreAnimationTests.CompilerRandomPlanTests.randomPlan(&rng)
            planning += Date().timeIntervalSince(t0)
            t0 = Date()
            let compiled = AnimationCompiler().compile(plan)
            compiling += Date().timeIntervalSince(t0)
            t0 = Date()
            for (track, s) in zip(plan.tracks, compiled.standIns) where ProcessInfo.processInfo.environment["NO_CHECK"] == nil {
                checkPlayed(s, against: { track.frame(at: $0) }, times: times(from: -0.25, to: plan.duration + 0.25), context: "", into: &errors)
            }
            checking += Date().timeIntervalSince(t0)
        }
        print("planning \(planning) compiling \(compiling) checking \(checking)")
    }
}

extension CoreAnimationTests.CompilerDebugTests {
    @Test func dumpTurn() {
        guard let seed = ProcessInfo.processInfo.environment["TURN_SEED"].flatMap({ UInt64($0) }),
            let name = ProcessInfo.processInfo.environment["TRACK"]
        else { return }
        var rng = SeededRandom(seed: seed)
        let (plan, _) = CoreAnimationTests.CompilerRandomPlanTests.randomPlan(&rng)
        let spring = CoreAnimationTests.CompilerSpringTests.turnAround(plan, &rng)
        let compiled = AnimationCompiler().compile(TurnAroundMotion(spring, plan: plan))
        for (i, (track, s)) in zip(plan.tracks, compiled.standIns).enumerated() where s.name == name {
            Self.describe(track, s)
            print("spring \(spring.response.spring) ratio \(spring.response.spring.dampingRatio)")
            let played = PlayedStandIn(s)
            for t in stride(from: 0.0, through: compiled.duration, by: 1.0 / 60) {
                let e = track.frame(state: spring.state(i, at: t), at: plan.duration * spring.progress(at: t))!
                let shown = played.shown(at: t)
                print(String(format: "t=%.4f", t), "radii \(shown.radii(.body, mask: .bodyMask)!) exact \(e.state.cornerRadii.corners) size \(e.state.size)")
            }
            for l in s.layers { for a in l.animations where a.keyPath == .cornerRadius { print("\(l.role): \(JSONWriter(indent: nil).string(a.json()).prefix(1500))") } }
        }
    }
}

extension CoreAnimationTests.CompilerDebugTests {
    @Test func probeMask() throws {
        guard let seed = ProcessInfo.processInfo.environment["MASK_SEED"].flatMap({ UInt64($0) }),
            let name = ProcessInfo.processInfo.environment["TRACK"],
            let time = ProcessInfo.processInfo.environment["TIME"].flatMap({ Double($0) })
        else { return }
        var rng = SeededRandom(seed: seed)
        let (plan, _) = CoreAnimationTests.CompilerRandomPlanTests.randomPlan(&rng)
        for track in plan.tracks where track.name == name {
            let s = AnimationCompiler().compile(track, duration: plan.duration)
            let played = PlayedStandIn(s)
            let shown = played.shown(at: time)
            let motion = StandInMotion(track: track, duration: plan.duration)
            let exact = motion.values(time)
            print("shown size \(shown.presented[.body]!.boundsSize) exact \(exact[.body].boundsSize)")
            print("shown path \(shown.presented[.bodyMask]!.path.svgPathData)")
            print("exact path \(exact[.bodyMask].path.svgPathData)")
            print("radii shown \(shown.radii(.body, mask: .bodyMask)!) exact \(track.frame(at: time)!.state.cornerRadii)")
            print("rig \(motion.rig.bodyRadii)")
        }
    }
}
