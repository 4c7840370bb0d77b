import Foundation

/// The animatable values of one layer: its model values (what the app set) or a presentation
/// snapshot (what is on screen at one moment). Defaults are `CALayer`'s (CALayer.h).
package struct LayerProperties: Equatable, Sendable {
    /// `position`, in the superlayer's points. Default (0, 0).
    package var position: CGPoint = .zero
    /// `bounds.size`, in points. Default 0 × 0.
    package var boundsSize: CGSize = .zero
    /// `transform`. Default identity.
    package var transform: Transform3D = .identity
    /// `opacity`, 0…1. Default 1.
    package var opacity: Double = 1
    /// `cornerRadius`, in points. Default 0.
    package var cornerRadius: CGFloat = 0
    /// `backgroundColor`. Core Animation's default is nil, which animates as clear (0, 0, 0, 0).
    package var backgroundColor: RGBAColor = .clear
    /// `borderWidth`, in points. Default 0.
    package var borderWidth: CGFloat = 0
    /// `borderColor`. Default opaque black.
    package var borderColor: RGBAColor = .black
    /// `shadowOpacity`, 0…1. Default 0.
    package var shadowOpacity: Double = 0
    /// `shadowRadius`, in points. Default 3.
    package var shadowRadius: CGFloat = 3
    /// `shadowOffset`, in points. Default (0, −3).
    package var shadowOffset = CGSize(width: 0, height: -3)
    /// `shadowColor`. Default opaque black.
    package var shadowColor: RGBAColor = .black
    /// `shadowPath`, in the layer's own points. Default empty (nil: the shadow follows the
    /// layer's content).
    package var shadowPath = AnimationPath()
    /// A shape layer's `path`, in its own points. Default empty (nil).
    package var path = AnimationPath()
    /// A shape layer's `strokeStart`, 0…1. Default 0.
    package var strokeStart: Double = 0
    /// A shape layer's `strokeEnd`, 0…1. Default 1.
    package var strokeEnd: Double = 1

    /// Core Animation's defaults.
    package init() {}

    /// The value at `property`: a sub-path reads one component of its base property. Setting a
    /// value of the wrong kind is ignored.
    package subscript(property: AnimatableProperty) -> AnimationValue {
        get {
            // Components read directly, without an array of them.
            switch property {
            case .positionX: .scalar(Double(position.x))
            case .positionY: .scalar(Double(position.y))
            case .boundsWidth: .scalar(Double(boundsSize.width))
            case .boundsHeight: .scalar(Double(boundsSize.height))
            default: self[whole: property]
            }
        }
        set {
            guard !Self.setPose(property, to: newValue, position: &position, boundsSize: &boundsSize, transform: &transform)
            else { return }
            self[whole: property] = newValue
        }
    }

    /// Sets a pose property (`position`, `bounds.size`, their components, `transform`) in the
    /// fields given, as the subscript sets it: a value of another kind changes nothing. Returns
    /// whether `property` is one of them. Shared with the compiler's ``LayerPose``.
    static func setPose(
        _ property: AnimatableProperty, to value: AnimationValue, position: inout CGPoint, boundsSize: inout CGSize,
        transform: inout Transform3D
    ) -> Bool {
        switch (property, value) {
        case (.position, .point(let p)): position = p
        case (.positionX, .scalar(let v)): position.x = CGFloat(v)
        case (.positionY, .scalar(let v)): position.y = CGFloat(v)
        case (.boundsSize, .size(let s)): boundsSize = s
        case (.boundsWidth, .scalar(let v)): boundsSize.width = CGFloat(v)
        case (.boundsHeight, .scalar(let v)): boundsSize.height = CGFloat(v)
        case (.transform, .transform(let t)): transform = t
        case (.position, _), (.positionX, _), (.positionY, _), (.boundsSize, _), (.boundsWidth, _),
            (.boundsHeight, _), (.transform, _):
            break
        default: return false
        }
        return true
    }

    private subscript(whole property: AnimatableProperty) -> AnimationValue {
        get {
            switch property {
            case .position, .positionX, .positionY: .point(position)
            case .boundsSize, .boundsWidth, .boundsHeight: .size(boundsSize)
            case .transform: .transform(transform)
            case .opacity: .scalar(opacity)
            case .cornerRadius: .scalar(Double(cornerRadius))
            case .backgroundColor: .color(backgroundColor)
            case .borderWidth: .scalar(Double(borderWidth))
            case .borderColor: .color(borderColor)
            case .shadowOpacity: .scalar(shadowOpacity)
            case .shadowRadius: .scalar(Double(shadowRadius))
            case .shadowOffset: .size(shadowOffset)
            case .shadowColor: .color(shadowColor)
            case .shadowPath: .path(shadowPath)
            case .path: .path(path)
            case .strokeStart: .scalar(strokeStart)
            case .strokeEnd: .scalar(strokeEnd)
            }
        }
        set {
            switch (property, newValue) {
            case (.position, .point(let p)): position = p
            case (.boundsSize, .size(let s)): boundsSize = s
            case (.transform, .transform(let t)): transform = t
            case (.opacity, .scalar(let v)): opacity = v
            case (.cornerRadius, .scalar(let v)): cornerRadius = CGFloat(v)
            case (.backgroundColor, .color(let c)): backgroundColor = c
            case (.borderWidth, .scalar(let v)): borderWidth = CGFloat(v)
            case (.borderColor, .color(let c)): borderColor = c
            case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
            case (.shadowRadius, .scalar(let v)): shadowRadius = CGFloat(v)
            case (.shadowOffset, .size(let s)): shadowOffset = s
            case (.shadowColor, .color(let c)): shadowColor = c
            case (.shadowPath, .path(let p)): shadowPath = p
            case (.path, .path(let p)): path = p
            case (.strokeStart, .scalar(let v)): strokeStart = v
            case (.strokeEnd, .scalar(let v)): strokeEnd = v
            default: break
            }
        }
    }

    /// Folds one animation's value into the running value at its key path: a non-additive value
    /// replaces what is underneath, an additive one is added to it (``AnimationValue/adding(_:)``).
    /// Values of the wrong kind are ignored.
    package mutating func apply(_ value: AnimationValue, to property: AnimatableProperty, additive: Bool) {
        guard value.kind == property.kind else { return }
        if additive {
            if let sum = self[property].adding(value) { self[property] = sum }
        } else {
            self[property] = value
        }
    }

    /// These values as a renderer shows them: opacities clamped to 0…1 and colour components to
    /// 0…1 (a spring's overshoot cannot make a layer more than opaque).
    package var clampedForDisplay: LayerProperties {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        func unit(_ c: RGBAColor) -> RGBAColor {
            RGBAColor(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), alpha: unit(c.alpha))
        }
        var copy = self
        copy.opacity = unit(opacity)
        copy.shadowOpacity = unit(shadowOpacity)
        copy.backgroundColor = unit(backgroundColor)
        copy.borderColor = unit(borderColor)
        copy.shadowColor = unit(shadowColor)
        return copy
    }
}
