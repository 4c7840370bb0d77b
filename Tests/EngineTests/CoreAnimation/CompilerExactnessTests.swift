import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

extension CoreAnimationTests {
    /// What the compiler makes of single legs: the animations Core Animation plays exactly, and
    /// where it samples instead.
    @Suite struct CompilerExactnessTests {
        static let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        static let blue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)

        static func states() -> (StandInState, StandInState) {
            let a = StandInState(center: CGPoint(x: 50, y: 60), size: CGSize(width: 100, height: 80), backgroundColor: red)
            let b = StandInState(
                center: CGPoint(x: 200, y: 300), size: CGSize(width: 150, height: 120), alpha: 0.5, backgroundColor: blue)
            return (a, b)
        }

        static func body(_ timing: Timing, arc: Double = 0, to target: StandInState? = nil, from start: StandInState? = nil)
            -> (CompiledLayer, StandInLeg)
        {
            let (a, b) = states()
            let leg = StandInLeg(start: 0.1, duration: 0.4, timing: timing, target: target ?? b, arc: arc)
            let track = StandInTrack(
                id: 3, name: "t", role: .dimming, zIndex: 0, content: .sourceSnapshot, initial: start ?? a, legs: [leg])
            let compiled = AnimationCompiler().compile(track, duration: 0.6)
            #expect(compiled.isSupported && compiled.track == 3 && compiled.name == "t")
            return (compiled.layer(.body)!, leg)
        }

        static func animations(_ layer: CompiledLayer, _ property: AnimatableProperty) -> [LayerAnimation] {
            layer.animations.filter { $0.keyPath == property }
        }

        @Test func aCurvedLegIsOneBasicAnimationPerProperty() throws {
            let (body, _) = Self.body(.curve(.easeInEaseOut))
            let (a, b) = Self.states()
            for (property, from, to) in [
                (AnimatableProperty.position, AnimationValue.point(a.center), AnimationValue.point(b.center)),
                (.boundsSize, .size(a.size), .size(b.size)), (.opacity, .scalar(1), .scalar(0.5)),
                (.backgroundColor, .color(Self.red), .color(Self.blue)),
            ] {
                let list = Self.animations(body, property)
                guard list.count == 1, case .basic(let basic) = list[0] else {
                    Issue.record("\(property): \(list)")
                    continue
                }
                #expect(basic.fromValue == from && basic.toValue == to && basic.timingFunction == .easeInEaseOut)
                #expect(basic.timing.beginTime == 0.1 && basic.timing.duration == 0.4 && basic.timing.fillMode == .both)
                #expect(!basic.isRemovedOnCompletion)
                #expect(body.model[property] == to)
            }
            #expect(body.keyCount == 0)
        }

        @Test func aSpringLegIsASpringAnimationWithTheLegsConstantsThenItsTarget() throws {
            let (body, _) = Self.body(.spring(dampingRatio: 0.7))
            // UIKit's form: the spring that settles in 0.4 s at a damping ratio of 0.7 (ω₀ from the
            // settling time of a unit spring of that ratio).
            let unit = DampedSpring(dampingRatio: 0.7, response: 1).settlingDuration()
            let w0 = 2 * Double.pi / (0.4 / unit)
            let list = Self.animations(body, .position)
            guard list.count == 2, case .spring(let spring) = list[0], case .basic(let hold) = list[1] else {
                Issue.record("\(list)")
                return
            }
            #expect(abs(spring.stiffness - w0 * w0) < 1e-6 * w0 * w0 && abs(spring.damping - 2 * 0.7 * w0) < 1e-9 * w0)
            #expect(spring.mass == 1 && spring.initialVelocity == 0 && spring.timing.beginTime == 0.1)
            // Core Animation stops the spring a hair short of its target; the track does not.
            #expect(hold.fromValue == .point(CGPoint(x: 200, y: 300)) && hold.toValue == hold.fromValue)
            #expect(hold.timing.beginTime == spring.timing.beginTime + spring.timing.duration)
        }

        @Test func anOverDampedSpringIsSampled() throws {
            let (body, _) = Self.body(.spring(dampingRatio: 1.5))
            #expect(!body.animations.contains { $0.typeName == "spring" })
            #expect(Self.animations(body, .position).contains { $0.typeName == "keyframe" })
            #expect(body.keyCount > 0)
        }

        @Test func anArcFollowsItsQuadraticPath() throws {
            let (body, _) = Self.body(.curve(.easeOut), arc: 0.6)
            let list = Self.animations(body, .position)
            guard case .keyframe(let k)? = list.first, let path = k.path, path.elements.count == 2,
                case .quadCurve(let end, let control) = path.elements[1]
            else {
                Issue.record("\(list)")
                return
            }
            // The control point: the midpoint moved by 0.6 × half the distance, to the left of
            // travel: (dy, −dx) · 0.6 / 2 for a move of (150, 240).
            #expect(end == CGPoint(x: 200, y: 300) && k.timingFunction == .easeOut)
            #expect(abs(control.x - (125 + 240 * 0.3)) < 1e-9 && abs(control.y - (180 - 150 * 0.3)) < 1e-9)
        }

        @Test func coloursWithDifferentAlphasAreSampledUnlessAnEndIsClear() throws {
            let (a, b) = Self.states()
            var half = b
            half.backgroundColor = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            let (mixed, _) = Self.body(.curve(.linear), to: half)
            #expect(Self.animations(mixed, .backgroundColor).first?.typeName == "keyframe")
            var clear = b
            clear.backgroundColor = nil
            let (fading, _) = Self.body(.curve(.linear), to: clear, from: a)
            guard case .basic(let fade)? = Self.animations(fading, .backgroundColor).first else {
                Issue.record("\(fading.animations)")
                return
            }
            // The clear end takes the other's colour: straight and premultiplied blends agree.
            #expect(fade.toValue == .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0)))
        }

        @Test func aShapedClipSamplesTheBodysPoseAndAPlainOneDoesNot() throws {
            let (a, b) = Self.states()
            var (clipped, target) = (a, b)
            clipped.clip = StandInClip(center: CGPoint(x: 60, y: 60), size: CGSize(width: 120, height: 100))
            target.clip = StandInClip(center: CGPoint(x: 210, y: 290), size: CGSize(width: 200, height: 160))
            let (plain, _) = Self.body(.curve(.easeIn), to: target, from: clipped)
            #expect(plain.keyCount == 0 && Self.animations(plain, .position).first?.typeName == "basic")
            target.clip?.shape = Transform3D(rotationAngle: 0.4)
            let (shaped, _) = Self.body(.curve(.easeIn), to: target, from: clipped)
            #expect(Self.animations(shaped, .position).first?.typeName == "keyframe")
        }

        @Test func aTurnAroundIsASpringWithEachComponentsRelativeVelocity() throws {
            let (a, b) = Self.states()
            let track = StandInTrack(
                id: 0, name: "t", role: .dimming, zIndex: 0, content: .sourceSnapshot, initial: a,
                legs: [StandInLeg(duration: 0.4, timing: .easeInOut, target: b)])
            let plan = TransitionPlan(kind: .push, tracks: [track], hiddenOriginals: [])
            let spring = DampedSpring(dampingRatio: 0.8, response: 0.4)
            var velocity = StandInVelocity.zero
            velocity.center = CGPoint(x: 300, y: -50)
            let start = track.state(at: 0.2)
            func compiled(_ v: StandInVelocity) -> CompiledLayer {
                AnimationCompiler().compile(
                    TurnAroundMotion(
                        plan: plan, states: [start], velocities: [v], targets: [b], spring: spring, progress: 0.5,
                        progressVelocity: 0, toEnd: true)
                ).standIns[0].layer(.body)!
            }
            // Different relative velocities: x and y on their own springs, each v / (target − start).
            let split = compiled(velocity)
            for (property, v, s, t) in [
                (AnimatableProperty.positionX, 300.0, start.center.x, 200.0), (.positionY, -50, start.center.y, 300),
            ] {
                guard case .spring(let animation)? = Self.animations(split, property).first else {
                    Issue.record("\(property): \(split.animations)")
                    continue
                }
                #expect(abs(animation.initialVelocity - v / (t - s)) < 1e-6 * abs(v / (t - s)))
                #expect(animation.stiffness == spring.stiffness && animation.damping == spring.damping)
            }
            // Proportional velocities: one spring for the point.
            velocity.center = CGPoint(x: (200 - start.center.x) * 2, y: (300 - start.center.y) * 2)
            guard case .spring(let together)? = Self.animations(compiled(velocity), .position).first else {
                Issue.record("\(compiled(velocity).animations)")
                return
            }
            #expect(abs(together.initialVelocity - 2) < 1e-6)
        }
    }
}
