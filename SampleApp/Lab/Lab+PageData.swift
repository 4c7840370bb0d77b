import Foundation
import MatchCut

extension Lab {
    /// The page's data for one scene: its text, tracks, finger, pictures (markup, once each), the
    /// backdrop, and every recorded frame (plus the exact middle instant) with each stand-in's
    /// engine values and its styles.
    func pageData(file: String, loaded: LoadedScene, scene: PlayedScene) -> JSONValue {
        func frame(_ f: RecordedFrame) -> JSONValue {
            .array([
                .number(round4(f.time)), f.progress.map { .number(round4($0)) } ?? .null,
                f.progressVelocity.map { .number(round4($0)) } ?? .null,
                .array(f.standIns.map { standIn($0, pictures: scene.pictures[$0.id]) }), .number(Double(f.backdrop)),
            ])
        }
        let tracks: [JSONValue] = scene.tracks.map { t in
            let pictures = scene.pictures[t.id]
            return .object([
                ("id", .number(Double(t.id))), ("name", .string(t.name)), ("role", .string(Self.role(t.role))),
                ("z", .number(Double(t.zIndex))), ("above", .bool(scene.aboveBars.contains(t.id))),
                ("legs", .array(t.legs.map { .array([.number(round4($0.start)), .number(round4($0.end))]) })),
                ("source", pictures?.source.map { .string($0.html) } ?? .null),
                ("destination", pictures?.destination.map { .string($0.html) } ?? .null),
                // Both pictures opaque: nothing behind the flight may show through it.
                ("opaque", .bool(pictures?.source?.isOpaque == true && pictures?.destination?.isOpaque == true)),
                ("sourceSize", Self.stretchedSize(pictures?.source)),
                ("destinationSize", Self.stretchedSize(pictures?.destination)),
                (
                    "pictures",
                    .string(
                        [pictures?.source, pictures?.destination].map { $0.map { "\($0.kind.rawValue) (\($0.method))" } ?? "none" }
                            .joined(separator: " → "))
                ),
            ])
        }
        // Touch times on the clock's axis: a gesture that catches the transition lands `at` seconds
        // after it began; a back tap has no touches, only its time.
        var gesture: JSONValue = .null
        if let g = scene.gesture {
            let lands = g.at ?? 0
            let first = g.touches.first?.time ?? 0
            gesture = .object([
                ("type", .string(g.kind.rawValue)), ("follow", .bool(g.follow)),
                ("tap", g.kind == .back ? .number(round4(lands)) : .null),
                (
                    "touches",
                    .array(
                        g.touches.map {
                            .array([.number(round4($0.time - first + lands)), .number($0.location.x), .number($0.location.y)])
                        })
                ),
            ])
        }
        var members: [(key: String, value: JSONValue)] = [
            ("file", .string(file)), ("title", .string(loaded.title ?? file)),
            ("description", loaded.description.map(JSONValue.string) ?? .null),
            ("demo", .bool(loaded.warningsAreTheDemo)), ("summary", .string(scene.summary)),
            ("report", .string(scene.report)), ("width", .number(scene.size.width)),
            ("height", .number(scene.size.height)), ("duration", .number(round4(scene.duration))),
        ]
        members += [
            ("gesture", gesture), ("tracks", .array(tracks)), ("backdrop", .string(scene.backdrop)),
            ("backdrops", .array(scene.backdrops.map(JSONValue.string))), ("bars", .string(scene.bars)),
            ("frames", .array(scene.ticks.map(frame))), ("middle", frame(scene.middle)),
            ("compiled", compiledPageData(loaded.scene)),
        ]
        return .object(members)
    }

    /// One stand-in in one frame: `i` track id, `q` quad (8 numbers, container points), `a` alpha,
    /// `c` content alphas, `g` centre and size, `r` corner radii in the container (the smaller of
    /// each corner's two), `k` its clip (quad and radii) or `null`, `m` its circular mask or `null`,
    /// `bg` its background colour or `null`, `st` its styles (``StandInStyle/json``).
    private func standIn(_ s: StandInFrame, pictures: PicturePair?) -> JSONValue {
        let state = s.state
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number(round4($0)) }) }
        func radii(_ r: CornerRadii) -> [Double] { r.corners.map { min($0.width, $0.height) } }
        var clip: JSONValue = .null
        if let c = state.clip, let quad = try? c.quad() {
            clip = numbers(quad.corners.flatMap { [$0.x, $0.y] } + radii(c.cornerRadii))
        }
        return .object([
            ("i", .number(Double(s.id))), ("q", numbers(s.quad.corners.flatMap { [$0.x, $0.y] })),
            ("a", .number(round4(state.alpha))),
            ("c", numbers([s.sourceContentAlpha, s.destinationContentAlpha])),
            ("g", numbers([state.center.x, state.center.y, state.size.width, state.size.height])),
            ("r", numbers(radii(state.cornerRadii))), ("k", clip),
            ("m", state.mask.map { numbers([$0.center.x, $0.center.y, $0.radius]) } ?? .null),
            ("bg", state.backgroundColor.map { .string($0.hexString) } ?? .null),
            ("st", StandInStyle(s, pictures: pictures).json),
        ])
    }

    /// A snapshot's own size `[w, h]` (it is stretched to its layer's bounds), or `null`.
    static func stretchedSize(_ picture: PictureMarkup?) -> JSONValue {
        guard let picture, picture.stretches, picture.size.width > 0, picture.size.height > 0 else { return .null }
        return .array([.number(picture.size.width), .number(picture.size.height)])
    }

    /// A track's role in words.
    static func role(_ role: StandInTrack.Role) -> String {
        switch role {
        case .pair(let i): "matched pair \(i)"
        case .sourceRoot: "source root"
        case .destinationRoot: "destination root"
        case .single(let path): "single view at \(path)"
        case .dimming: "dimming"
        case .hint: "hint"
        }
    }
}

private func round4(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }
