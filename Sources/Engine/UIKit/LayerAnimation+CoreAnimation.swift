#if canImport(UIKit)
    import QuartzCore
    import UIKit

    extension LayerAnimation {
        /// The Core Animation object this animation describes, one to one: `CABasicAnimation`,
        /// `CAKeyframeAnimation`, `CASpringAnimation` or `CAAnimationGroup`, with its media timing
        /// and a frame rate range of up to 120 Hz.
        package var caAnimation: CAAnimation {
            let animation: CAAnimation
            switch self {
            case .basic(let a):
                let basic = CABasicAnimation(keyPath: a.keyPath.keyPath)
                basic.fromValue = a.fromValue?.caValue
                basic.toValue = a.toValue?.caValue
                basic.byValue = a.byValue?.caValue
                basic.isAdditive = a.isAdditive
                basic.isCumulative = a.isCumulative
                basic.timingFunction = a.timingFunction?.caTimingFunction
                basic.isRemovedOnCompletion = a.isRemovedOnCompletion
                animation = basic
            case .keyframe(let a):
                let keyframe = CAKeyframeAnimation(keyPath: a.keyPath.keyPath)
                keyframe.values = a.values.map(\.caValue)
                keyframe.path = a.path.map(CGPath.make)
                keyframe.keyTimes = a.keyTimes?.map { NSNumber(value: $0) }
                keyframe.timingFunctions = a.timingFunctions?.map(\.caTimingFunction)
                keyframe.calculationMode = CAAnimationCalculationMode(rawValue: a.calculationMode.rawValue)
                keyframe.tensionValues = a.tensionValues?.map { NSNumber(value: $0) }
                keyframe.continuityValues = a.continuityValues?.map { NSNumber(value: $0) }
                keyframe.biasValues = a.biasValues?.map { NSNumber(value: $0) }
                keyframe.isAdditive = a.isAdditive
                keyframe.isCumulative = a.isCumulative
                keyframe.timingFunction = a.timingFunction?.caTimingFunction
                keyframe.isRemovedOnCompletion = a.isRemovedOnCompletion
                animation = keyframe
            case .spring(let a):
                let spring = CASpringAnimation(keyPath: a.keyPath.keyPath)
                spring.fromValue = a.fromValue?.caValue
                spring.toValue = a.toValue?.caValue
                spring.byValue = a.byValue?.caValue
                spring.mass = CGFloat(a.mass)
                spring.stiffness = CGFloat(a.stiffness)
                spring.damping = CGFloat(a.damping)
                spring.initialVelocity = CGFloat(a.initialVelocity)
                spring.isAdditive = a.isAdditive
                spring.isCumulative = a.isCumulative
                spring.isRemovedOnCompletion = a.isRemovedOnCompletion
                animation = spring
            case .group(let a):
                let group = CAAnimationGroup()
                group.animations = a.animations.map(\.caAnimation)
                group.timingFunction = a.timingFunction?.caTimingFunction
                group.isRemovedOnCompletion = a.isRemovedOnCompletion
                animation = group
            }
            timing.apply(to: animation)
            animation.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
            return animation
        }
    }

    extension MediaTiming {
        /// Sets the `CAMediaTiming` properties of `animation`.
        func apply(to animation: CAAnimation) {
            animation.beginTime = beginTime
            animation.duration = duration
            animation.speed = Float(speed)
            animation.timeOffset = timeOffset
            animation.repeatCount = Float(repeatCount)
            animation.repeatDuration = repeatDuration
            animation.autoreverses = autoreverses
            animation.fillMode = fillMode.caFillMode
        }
    }

    extension FillMode {
        /// The `CAMediaTimingFillMode` of the same name.
        var caFillMode: CAMediaTimingFillMode {
            switch self {
            case .removed: .removed
            case .forwards: .forwards
            case .backwards: .backwards
            case .both: .both
            }
        }
    }

    extension CubicBezierTiming {
        /// The `CAMediaTimingFunction` with the same control points.
        var caTimingFunction: CAMediaTimingFunction {
            CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
        }
    }

    extension AnimationValue {
        /// The value as Core Animation takes it: `NSNumber`, `NSValue` (point, size,
        /// `CATransform3D`), `CGColor` or `CGPath`.
        var caValue: Any {
            switch self {
            case .scalar(let v): NSNumber(value: v)
            case .point(let p): NSValue(cgPoint: p)
            case .size(let s): NSValue(cgSize: s)
            case .transform(let t): NSValue(caTransform3D: t.caTransform3D)
            case .color(let c): c.caColor
            case .path(let p): CGPath.make(p)
            }
        }
    }

    extension RGBAColor {
        /// The colour as a `CGColor` in extended sRGB, as `UIColor(red:green:blue:alpha:)` makes it
        /// (components beyond 0…1 kept: a wide-gamut colour is the same on the render server as
        /// on the display link; `CGColor(srgbRed:…)` would clamp it).
        var caColor: CGColor { UIColor(red: red, green: green, blue: blue, alpha: alpha).cgColor }
    }

    extension LayerProperties {
        /// Sets the model pose and opacity on `layer` (``StandInLayerRole/modelProperties`` of a
        /// picture), keeping its bounds' origin.
        func applyPose(to layer: CALayer) {
            layer.transform = CATransform3DIdentity
            layer.bounds = CGRect(origin: layer.bounds.origin, size: boundsSize)
            layer.position = position
            layer.transform = transform.caTransform3D
            layer.opacity = Float(opacity)
        }

        /// Sets the model values on `layer` (and the path on a shape layer).
        func apply(to layer: CALayer) {
            layer.transform = CATransform3DIdentity
            layer.bounds = CGRect(origin: .zero, size: boundsSize)
            layer.position = position
            layer.transform = transform.caTransform3D
            layer.opacity = Float(opacity)
            layer.cornerRadius = cornerRadius
            layer.backgroundColor = backgroundColor.caColor
            layer.borderWidth = borderWidth
            layer.borderColor = borderColor.caColor
            layer.shadowOpacity = Float(shadowOpacity)
            layer.shadowRadius = shadowRadius
            layer.shadowOffset = shadowOffset
            layer.shadowColor = shadowColor.caColor
            layer.shadowPath = shadowPath.elements.isEmpty ? nil : CGPath.make(shadowPath)
            if let shape = layer as? CAShapeLayer {
                shape.path = CGPath.make(path)
                shape.strokeStart = CGFloat(strokeStart)
                shape.strokeEnd = CGFloat(strokeEnd)
            }
        }
    }
#endif
