extension AnimationValue {
    /// The value as JSON, as `matchcut-lab animations` prints it: a number, a point `[x, y]`, a
    /// size `[w, h]`, a transform's 16 numbers m11…m44, a colour `[r, g, b, a]`, or a path as SVG
    /// path data (``AnimationPath/svgPathData``).
    package func json() -> JSONValue {
        switch self {
        case .scalar(let v): .number(v)
        case .path(let p): .string(p.svgPathData)
        default: .array(components.map(JSONValue.number))
        }
    }
}

extension CubicBezierTiming {
    /// The curve as JSON, `[x1, y1, x2, y2]`.
    package func json() -> JSONValue { .array([x1, y1, x2, y2].map(JSONValue.number)) }
}
