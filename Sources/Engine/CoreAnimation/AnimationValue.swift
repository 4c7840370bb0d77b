import Foundation

/// A value a Core Animation animation carries (`fromValue`, `values`, a presentation value): one
/// of the kinds MatchCut animates, each in Core Animation's units.
///
/// ```swift
/// let a = AnimationValue.point(CGPoint(x: 0, y: 0))
/// AnimationValue.interpolate(from: a, to: .point(CGPoint(x: 10, y: 20)), fraction: 0.5)  // (5, 10)
/// ```
package enum AnimationValue: Equatable, Sendable {
    /// A number (`NSNumber`): opacity 0…1, a radius or width in points, a stroke fraction.
    case scalar(Double)
    /// A point (`CGPoint`), in points.
    case point(CGPoint)
    /// A size (`CGSize`), in points.
    case size(CGSize)
    /// A 4×4 transform (`CATransform3D`). Held out of line: inline, its 128 bytes made every value
    /// that large, and copying values was a quarter of compiling a plan (issue 22).
    indirect case transform(Transform3D)
    /// A colour (`CGColor`), extended sRGB with straight alpha.
    case color(RGBAColor)
    /// A path (`CGPath`), in points.
    case path(AnimationPath)

    /// The kind of an ``AnimationValue``.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// ``AnimationValue/scalar(_:)``.
        case scalar
        /// ``AnimationValue/point(_:)``.
        case point
        /// ``AnimationValue/size(_:)``.
        case size
        /// ``AnimationValue/transform(_:)``.
        case transform
        /// ``AnimationValue/color(_:)``.
        case color
        /// ``AnimationValue/path(_:)``.
        case path
    }

    /// This value's kind.
    package var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .transform: .transform
        case .color: .color
        case .path: .path
        }
    }

    /// The value as plain numbers: `[v]`, `[x, y]`, `[width, height]`, the 16 matrix fields
    /// m11…m44, `[r, g, b, a]`, or every point of a path in order (x, y, x, y, …).
    package var components: [Double] {
        switch self {
        case .scalar(let v): [v]
        case .point(let p): [Double(p.x), Double(p.y)]
        case .size(let s): [Double(s.width), Double(s.height)]
        case .transform(let t): t.values.map { Double($0) }
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .path(let p):
            {
                var c: [Double] = []
                c.reserveCapacity(p.elements.count * 6)
                p.forEachPoint { point in
                    c.append(Double(point.x))
                    c.append(Double(point.y))
                }
                return c
            }()
        }
    }

    /// The value of the same kind (and, for a path, the same elements) with `components`
    /// replaced, or `nil` when the count does not fit.
    package func replacingComponents(_ c: [Double]) -> AnimationValue? {
        guard c.count == components.count else { return nil }
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .transform: return Transform3D(c.map { CGFloat($0) }).map(AnimationValue.transform)
        case .color: return .color(RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .path(let p):
            let points = stride(from: 0, to: c.count, by: 2).map { CGPoint(x: c[$0], y: c[$0 + 1]) }
            return p.replacingPoints(points).map(AnimationValue.path)
        }
    }

    /// The identity of this kind's addition: 0, the origin, a zero size, the identity transform,
    /// clear black, or the same path with every point at the origin.
    package var zero: AnimationValue {
        switch self {
        case .transform: .transform(.identity)
        default: replacingComponents(components.map { _ in 0 }) ?? self
        }
    }
}
