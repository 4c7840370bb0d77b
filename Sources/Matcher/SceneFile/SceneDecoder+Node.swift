import Foundation

extension DecodingContext {
    static let nodeKeys: Set<String> = [
        "id", "scope", "name", "frame", "boundsOrigin", "anchorPoint", "transform", "cornerRadius",
        "maskedCorners", "cornerCurve", "masksToBounds", "alpha", "hidden", "backgroundColor", "borderWidth",
        "borderColor", "shadow", "zPosition", "excludedFromMatching", "children", "modifiers", "text", "image",
        "composited", "accessibilityLabel", "list",
    ]
    static let listKeys: Set<String> = ["items", "itemSize", "axis", "columns", "spacing", "contentInsets", "cell"]

    /// One view and its subtree.
    mutating func node(_ value: JSONValue, _ path: String, isRoot: Bool, rootFrame: CGRect) -> SceneNode? {
        guard let members = object(value, path) else { return nil }
        let errorsBefore = errors.count
        var node = SceneNode(geometry: LayerGeometry(frame: rootFrame))
        var frame: CGRect? = isRoot ? rootFrame : nil
        var boundsOrigin = CGPoint.zero
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        for (key, value) in members {
            let p = Self.join(path, key)
            switch key {
            case "id":
                guard let s = string(value, p) else { continue }
                if s.isEmpty { fail(p, "expected a non-empty ID (omit the key for no ID)") }
                node.id = s
            case "scope": node.scope = string(value, p)
            case "name": node.name = string(value, p)
            case "accessibilityLabel": node.accessibilityLabel = string(value, p)
            case "frame":
                guard let v = numbers(value, p, counts: [4]) else { continue }
                if v[2] < 0 || v[3] < 0 {
                    fail(p, "expected a non-negative width and height, got \(short(v[2])) × \(short(v[3]))")
                    continue
                }
                frame = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
            case "boundsOrigin":
                if let v = numbers(value, p, counts: [2]) { boundsOrigin = CGPoint(x: v[0], y: v[1]) }
            case "anchorPoint":
                if let v = numbers(value, p, counts: [2]) { anchorPoint = CGPoint(x: v[0], y: v[1]) }
            case "transform":
                if let t = transform(value, p) { node.geometry.transform = t }
            case "zPosition":
                if let z = number(value, p) { node.geometry.zPosition = z }
            case "cornerRadius":
                if let r = nonNegative(value, p, "radius") { node.appearance.cornerRadius = r }
            case "maskedCorners":
                if let mask = cornerMask(value, p) { node.appearance.maskedCorners = mask }
            case "cornerCurve":
                guard let s = string(value, p) else { continue }
                if let curve = CornerCurve(rawValue: s) {
                    node.appearance.cornerCurve = curve
                } else {
                    fail(
                        p,
                        "expected \"circular\" or \"continuous\"\(Suggestion.hint(for: s, among: ["circular", "continuous"]))"
                    )
                }
            case "masksToBounds":
                if let b = bool(value, p) { node.appearance.masksToBounds = b }
            case "alpha":
                guard let a = number(value, p) else { continue }
                if a < 0 || a > 1 { warn(p, "alpha \(short(a)) is outside 0…1; clamped as UIKit does") }
                node.appearance.alpha = min(max(a, 0), 1)
            case "hidden":
                if let b = bool(value, p) { node.appearance.isHidden = b }
            case "backgroundColor":
                node.appearance.backgroundColor = color(value, p)
            case "borderWidth":
                if let w = nonNegative(value, p, "width") { node.appearance.borderWidth = w }
            case "borderColor":
                if let c = color(value, p) { node.appearance.borderColor = c }
            case "shadow":
                node.appearance.shadow = shadow(value, p)
            case "excludedFromMatching":
                if let b = bool(value, p) { node.isExcludedFromMatching = b }
            case "modifiers":
                node.modifiers = modifiers(value, p)
            case "text":
                if node.content != nil { fail(p, "a view shows text or an image, not both") }
                if let t = text(value, p) { node.content = .text(t) }
            case "image":
                if node.content != nil { fail(p, "a view shows text or an image, not both") }
                if let i = image(value, p) { node.content = .image(i) }
            case "composited":
                if node.content != nil { fail(p, "a view shows text, an image or composited content, not two") }
                if let c = composited(value, p) { node.content = .composited(c) }
            case "list":
                node.list = list(value, p)
            case "children":
                guard case .array(let items) = value else {
                    fail(p, "expected an array of views, got \(value.kind)")
                    continue
                }
                for (i, item) in items.enumerated() {
                    if let child = self.node(item, "\(p)[\(i)]", isRoot: false, rootFrame: rootFrame) {
                        node.children.append(child)
                    }
                }
            default:
                unknownKey(p, key, known: Self.nodeKeys)
            }
        }
        guard let frame else {
            // An invalid frame has been reported already; only an absent one is news.
            if !members.contains(where: { $0.key == "frame" }) {
                requireKeys(["frame"], in: members, known: Self.nodeKeys, at: path)
            }
            return nil
        }
        let transform = node.geometry.transform
        let zPosition = node.geometry.zPosition
        node.geometry = LayerGeometry(
            frame: frame, boundsOrigin: boundsOrigin, anchorPoint: anchorPoint, transform: transform,
            zPosition: zPosition)
        return errors.count == errorsBefore ? node : nil
    }

    /// A `"list"`: items (a count N for `item-0` … `item-N-1`, or their scopes), their size, the cell
    /// template (its frame defaults to the item's size), and optionally the axis, columns, spacing
    /// and content insets.
    mutating func list(_ value: JSONValue, _ path: String) -> SceneList? {
        guard let members = object(value, path) else { return nil }
        let errorsBefore = errors.count
        requireKeys(["items", "itemSize", "cell"], in: members, known: Self.listKeys, at: path)
        var items: [String]?
        var size: CGSize?
        var cellValue: (JSONValue, String)?
        var axis = false
        var columns = 1
        var spacing = 0.0
        var insets = [0.0, 0, 0, 0]
        for (key, v) in members {
            let p = Self.join(path, key)
            switch key {
            case "items":
                if case .number = v, let n = number(v, p) {
                    if n < 0 || n > 100_000 || n != n.rounded() {
                        fail(p, "expected a whole number of items from 0 to 100000, got \(short(n))")
                    } else {
                        items = (0..<Int(n)).map { "item-\($0)" }
                    }
                } else if case .array(let list) = v {
                    var scopes: [String] = []
                    for (i, item) in list.enumerated() {
                        if let s = string(item, "\(p)[\(i)]") { scopes.append(s) }
                    }
                    if Set(scopes).count != scopes.count { fail(p, "every item's scope must be different") }
                    items = scopes
                } else {
                    fail(p, "expected a count or an array of scopes, got \(v.kind)")
                }
            case "itemSize":
                guard let n = numbers(v, p, counts: [2]) else { continue }
                if n[0] > 0, n[1] > 0 {
                    size = CGSize(width: n[0], height: n[1])
                } else {
                    fail(p, "expected a positive width and height, got \(short(n[0])) × \(short(n[1]))")
                }
            case "axis":
                guard let s = string(v, p) else { continue }
                switch s {
                case "vertical": axis = false
                case "horizontal": axis = true
                default: fail(p, "expected \"vertical\" or \"horizontal\"\(Suggestion.hint(for: s, among: ["vertical", "horizontal"]))")
                }
            case "columns":
                guard let n = number(v, p) else { continue }
                if n >= 1, n <= 100, n == n.rounded() { columns = Int(n) } else { fail(p, "expected a whole number from 1 to 100") }
            case "spacing":
                if let n = nonNegative(v, p, "spacing") { spacing = n }
            case "contentInsets":
                guard let n = numbers(v, p, counts: [4]) else { continue }
                if n.allSatisfy({ $0 >= 0 }) { insets = n } else { fail(p, "expected four non-negative insets") }
            case "cell":
                cellValue = (v, p)
            default:
                unknownKey(p, key, known: Self.listKeys)
            }
        }
        guard let items, let size, let (v, p) = cellValue else { return nil }
        guard let cell = node(v, p, isRoot: true, rootFrame: CGRect(origin: .zero, size: size)) else { return nil }
        var list = SceneList(items: items, itemSize: size, cell: cell)
        list.isHorizontal = axis
        list.columns = columns
        list.spacing = spacing
        list.contentInsets = insets
        return errors.count == errorsBefore ? list : nil
    }

    /// A finite number ≥ 0 (`what` names it in the error: "radius", "width").
    mutating func nonNegative(_ value: JSONValue, _ path: String, _ what: String) -> Double? {
        guard let n = number(value, path) else { return nil }
        guard n >= 0 else {
            fail(path, "expected a non-negative \(what), got \(short(n))")
            return nil
        }
        return n
    }

    /// 16 numbers in `CATransform3D` order, or a list of operations applied in order.
    mutating func transform(_ value: JSONValue, _ path: String) -> Transform3D? {
        guard case .array(let items) = value else {
            fail(path, "expected 16 numbers or a list of operations, got \(value.kind)")
            return nil
        }
        var result = Transform3D.identity
        if items.allSatisfy({ if case .number = $0 { true } else { false } }) && !items.isEmpty {
            guard let v = numbers(value, path, counts: [16]) else { return nil }
            result = Transform3D(v.map { CGFloat($0) })!
        } else {
            // Every operation is checked, so every bad one is reported, not only the first.
            var failed = false
            for (i, item) in items.enumerated() {
                if let next = operation(item, "\(path)[\(i)]", applyingTo: result) {
                    result = next
                } else {
                    failed = true
                }
            }
            if failed { return nil }
        }
        do {
            _ = try result.inverted()
        } catch {
            fail(
                path,
                "singular transform (it squashes the view flat and cannot be inverted); use \"hidden\": true, or a tiny scale such as 0.001"
            )
            return nil
        }
        return result
    }

    /// One `{"translate": …}`, `{"scale": …}`, `{"rotate": …}`, `{"rotateX|Y|Z": radians}` or
    /// `{"perspective": distance}`, composed as `CATransform3DTranslate(t, …)` and friends.
    mutating func operation(_ value: JSONValue, _ path: String, applyingTo t: Transform3D) -> Transform3D? {
        guard let members = object(value, path) else { return nil }
        guard members.count == 1, let (key, argument) = members.first.map({ ($0.key, $0.value) }) else {
            fail(path, "expected an object with exactly one operation, got \(members.count) keys")
            return nil
        }
        let p = Self.join(path, key)
        switch key {
        case "translate":
            guard let v = numbers(argument, p, counts: [2, 3]) else { return nil }
            return t.translated(x: v[0], y: v[1], z: v.count == 3 ? v[2] : 0)
        case "scale":
            if case .number = argument, let s = number(argument, p) { return t.scaled(x: s, y: s) }
            guard let v = numbers(argument, p, counts: [2, 3]) else { return nil }
            return t.scaled(x: v[0], y: v[1], z: v.count == 3 ? v[2] : 1)
        case "rotate":
            if case .number = argument, let angle = number(argument, p) { return t.rotated(by: angle) }
            guard let members = object(argument, p) else { return nil }
            var angle: Double?
            var axis = [0.0, 0, 1]
            for (k, v) in members {
                switch k {
                case "angle": angle = number(v, Self.join(p, k))
                case "axis":
                    guard let a = numbers(v, Self.join(p, k), counts: [3]) else { return nil }
                    if a == [0, 0, 0] {
                        fail(Self.join(p, k), "expected a non-zero rotation axis")
                        return nil
                    }
                    axis = a
                default: unknownKey(Self.join(p, k), k, known: ["angle", "axis"])
                }
            }
            guard let angle else {
                fail(p, "missing required key \"angle\" (radians)")
                return nil
            }
            return t.rotated(by: angle, axisX: axis[0], y: axis[1], z: axis[2])
        case "rotateX", "rotateY", "rotateZ":
            guard let angle = number(argument, p) else { return nil }
            let axis: (Double, Double, Double) =
                key == "rotateX" ? (1, 0, 0) : key == "rotateY" ? (0, 1, 0) : (0, 0, 1)
            return t.rotated(by: angle, axisX: axis.0, y: axis.1, z: axis.2)
        case "perspective":
            guard let d = number(argument, p) else { return nil }
            guard d > 0 else {
                fail(p, "expected a positive distance in points, got \(short(d))")
                return nil
            }
            return t.withPerspective(distance: d)
        default:
            let operations = ["translate", "scale", "rotate", "rotateX", "rotateY", "rotateZ", "perspective"]
            fail(
                p,
                "unknown transform operation (expected translate, scale, rotate, rotateX, rotateY, rotateZ or perspective)\(Suggestion.hint(for: key, among: operations))"
            )
            return nil
        }
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, `"#RGB"`, or `[r, g, b]` / `[r, g, b, a]` in 0…1.
    mutating func color(_ value: JSONValue, _ path: String) -> RGBAColor? {
        if case .string(let s) = value {
            guard let c = RGBAColor(hex: s) else {
                fail(path, "expected a colour \"#RRGGBB\", \"#RRGGBBAA\" or \"#RGB\", got \"\(s)\"")
                return nil
            }
            return c
        }
        guard let v = numbers(value, path, counts: [3, 4]) else { return nil }
        guard v.allSatisfy({ (0...1).contains($0) }) else {
            fail(path, "expected colour components in 0…1")
            return nil
        }
        return RGBAColor(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1)
    }

    mutating func cornerMask(_ value: JSONValue, _ path: String) -> CornerMask? {
        let names: [String: CornerMask] = [
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft,
            "bottomRight": .bottomRight,
        ]
        guard case .array(let items) = value else {
            fail(path, "expected an array of corner names, got \(value.kind)")
            return nil
        }
        var mask: CornerMask = []
        for (i, item) in items.enumerated() {
            guard let name = string(item, "\(path)[\(i)]") else { return nil }
            guard let corner = names[name] else {
                fail(
                    "\(path)[\(i)]",
                    "unknown corner \"\(name)\" (expected topLeft, topRight, bottomLeft or bottomRight)")
                return nil
            }
            mask.insert(corner)
        }
        return mask
    }

    mutating func shadow(_ value: JSONValue, _ path: String) -> Shadow? {
        guard let members = object(value, path) else { return nil }
        var shadow = Shadow(opacity: 0, radius: 3)
        for (key, value) in members {
            let p = Self.join(path, key)
            switch key {
            case "color": if let c = color(value, p) { shadow.color = c }
            case "opacity": if let o = number(value, p) { shadow.opacity = min(max(o, 0), 1) }
            case "radius": if let r = number(value, p) { shadow.radius = max(r, 0) }
            case "offset":
                if let v = numbers(value, p, counts: [2]) { shadow.offset = CGSize(width: v[0], height: v[1]) }
            default: unknownKey(p, key, known: ["color", "opacity", "radius", "offset"])
            }
        }
        if !members.contains(where: { $0.key == "opacity" }) {
            warn(path, "a shadow without \"opacity\" draws nothing (the default is 0, as CALayer's): add \"opacity\": 0.3")
        }
        return shadow
    }
}
