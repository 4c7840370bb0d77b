import Foundation

/// A scene file's `"gesture"` section: a finger's path, played against an interactive transition.
///
/// ```json
/// "gesture": {"type": "pullDown", "touches": [[0, 200, 300], [0.1, 200, 360], [0.2, 205, 420]]}
/// ```
/// Each touch is `[time (s), x, y]` in container points. The first touch begins the transition;
/// each later one updates progress — for `pullDown` the downward distance over the container's
/// height, for `edgePan` and `pan` the trailing-ward distance over its width — and, with
/// `"follow": true`, moves the matched element under the first touch (the front-most one when
/// nothing is under it) with the finger; after the last, the finger lifts with the velocity of the
/// last two touches and the gesture's rule decides between finishing and cancelling.
///
/// With `"at": seconds`, the transition runs on its own first and the finger comes down that long
/// after it began, catching it in flight (as on a device: see `CatchingPan`): a finger that
/// follows takes the element under it and drags it along its path; the others pull the transition
/// back (an edge pan or a pull-down catching a push or a presentation) or on. `"type": "back"` is
/// a back or close button tapped at `at` seconds: the transition turns around (no touches).
///
/// ```json
/// "gesture": {"type": "pan", "at": 0.12, "follow": true, "touches": [[0, 150, 300], [0.1, 120, 260]]}
/// "gesture": {"type": "back", "at": 0.15}
/// ```
///
/// `"scrolls": [[time, dx, dy], …]` scrolls the arriving screen's first list (a node with a
/// `"list"`) by `dx, dy` points at each time (seconds from the first touch) while the finger is
/// down, as a list still decelerating, or scrolled by the app, does under the gesture.
package struct ScriptedGesture: Equatable, Sendable {
    /// Which gesture's rules apply.
    package enum Kind: String, Equatable, Sendable {
        /// Pull down to dismiss (downward only).
        case pullDown
        /// Pan to pop, from the left edge.
        case edgePan
        /// Pan to pop from anywhere, horizontally.
        case pan
        /// A back or close button tapped during the transition (``at``): it turns around.
        case back
    }

    /// The gesture.
    package var kind: Kind
    /// The touches: time in seconds from the first, position in container points.
    package var touches: [(time: Double, location: CGPoint)]
    /// Whether the first matched element follows the finger.
    package var follow: Bool
    /// When the finger comes down, in seconds after the transition begins, catching it in flight;
    /// `nil` for a gesture that starts the transition.
    package var at: Double?
    /// Scrolls of the arriving screen's first list while the finger is down: when (seconds from
    /// the first touch) and by how much (points of content offset).
    package var scrolls: [(time: Double, by: CGPoint)] = []

    /// Creates a gesture.
    package init(kind: Kind, touches: [(time: Double, location: CGPoint)], follow: Bool = false, at: Double? = nil) {
        self.kind = kind
        self.touches = touches
        self.follow = follow
        self.at = at.flatMap { $0.isFinite ? max($0, 0) : nil }
    }

    /// Compares kind, touches, follow and start.
    package static func == (a: ScriptedGesture, b: ScriptedGesture) -> Bool {
        a.kind == b.kind && a.follow == b.follow && a.at == b.at && a.touches.count == b.touches.count
            && zip(a.touches, b.touches).allSatisfy { $0.time == $1.time && $0.location == $1.location }
            && a.scrolls.count == b.scrolls.count
            && zip(a.scrolls, b.scrolls).allSatisfy { $0.time == $1.time && $0.by == $1.by }
    }

    /// The unit vector the gesture's forward motion runs along, in container space.
    package var axis: CGPoint { kind == .pullDown ? CGPoint(x: 0, y: 1) : CGPoint(x: 1, y: 0) }

    /// Reads a `"gesture"` section, reporting problems with their JSON paths.
    /// - Throws: ``SceneFileError``.
    package init(json: JSONValue, path: String = "gesture") throws {
        var problems: [SceneProblem] = []
        guard case .object(let members) = json else {
            throw SceneFileError(problems: [SceneProblem(path: path, message: "expected an object, got \(json.kind)")])
        }
        var kind: Kind?
        var touches: [(Double, CGPoint)] = []
        var follow = false
        var at: Double?
        var scrolls: [(Double, CGPoint)] = []
        for (key, value) in members {
            let p = "\(path).\(key)"
            switch key {
            case "type":
                if case .string(let s) = value, let k = Kind(rawValue: s) {
                    kind = k
                } else {
                    var hint = ""
                    if case .string(let s) = value {
                        hint = Suggestion.hint(for: s, among: ["pullDown", "edgePan", "pan", "back"])
                    }
                    problems.append(
                        SceneProblem(path: p, message: "expected \"pullDown\", \"edgePan\", \"pan\" or \"back\"\(hint)")
                    )
                }
            case "at":
                if case .number(let n) = value, n.isFinite, n >= 0 {
                    at = n
                } else {
                    problems.append(SceneProblem(path: p, message: "expected seconds ≥ 0 after the transition begins"))
                }
            case "follow":
                if case .bool(let b) = value {
                    follow = b
                } else {
                    problems.append(SceneProblem(path: p, message: "expected true or false"))
                }
            case "touches":
                guard case .array(let items) = value, items.count >= 2 else {
                    problems.append(SceneProblem(path: p, message: "expected at least 2 touches [time, x, y]"))
                    continue
                }
                for (i, item) in items.enumerated() {
                    guard case .array(let t) = item, t.count == 3,
                        case .number(let time) = t[0], case .number(let x) = t[1], case .number(let y) = t[2],
                        time.isFinite, x.isFinite, y.isFinite
                    else {
                        problems.append(
                            SceneProblem(path: "\(p)[\(i)]", message: "expected 3 finite numbers [time, x, y]"))
                        continue
                    }
                    if let last = touches.last, time <= last.0 {
                        problems.append(SceneProblem(path: "\(p)[\(i)]", message: "touch times must increase"))
                    }
                    touches.append((time, CGPoint(x: x, y: y)))
                }
            case "scrolls":
                guard case .array(let items) = value else {
                    problems.append(SceneProblem(path: p, message: "expected an array of [time, dx, dy]"))
                    continue
                }
                for (i, item) in items.enumerated() {
                    guard case .array(let t) = item, t.count == 3,
                        case .number(let time) = t[0], case .number(let dx) = t[1], case .number(let dy) = t[2],
                        time.isFinite, time >= 0, dx.isFinite, dy.isFinite
                    else {
                        problems.append(
                            SceneProblem(
                                path: "\(p)[\(i)]", message: "expected [time ≥ 0, dx, dy], finite numbers"))
                        continue
                    }
                    if let last = scrolls.last, time < last.0 {
                        problems.append(SceneProblem(path: "\(p)[\(i)]", message: "scroll times must not decrease"))
                    }
                    scrolls.append((time, CGPoint(x: dx, y: dy)))
                }
            default:
                problems.append(
                    SceneProblem(
                        path: p,
                        message:
                            "unknown key\(Suggestion.hint(for: key, among: ["type", "follow", "touches", "at", "scrolls"]))"
                    ))
            }
        }
        let isBack = kind == .back
        if isBack, at == nil, !members.contains(where: { $0.key == "at" }) {
            problems.append(
                SceneProblem(path: path, message: "a back tap needs \"at\": the seconds into the transition it comes"))
        }
        for required in isBack ? ["type"] : ["type", "touches"] where !members.contains(where: { $0.key == required }) {
            let slip = members.first { Suggestion.closest(to: $0.key, among: [required]) != nil }?.key
            problems.append(
                SceneProblem(
                    path: path,
                    message: "missing required key \"\(required)\""
                        + (slip.map { " (\"\($0)\" looks like a misspelling of it)" } ?? "")))
        }
        guard problems.isEmpty, let kind else { throw SceneFileError(problems: problems) }
        self.init(kind: kind, touches: touches, follow: follow, at: at)
        self.scrolls = scrolls
    }

    /// Applies the scrolls due by `time` (seconds from the first touch) after `done` of them to
    /// the first list of `screen`; returns how many are done.
    @MainActor
    func scroll<View: MutableViewNode>(_ screen: View, until time: Double, after done: Int) -> Int
    where View.Node == View {
        var done = done
        while done < scrolls.count, scrolls[done].time <= time + 1e-9 {
            if let (_, list) = ListReveal.lists(in: screen).first {
                let origin = list.scrollGeometry.bounds.origin
                list.scroll(to: CGPoint(x: origin.x + scrolls[done].by.x, y: origin.y + scrolls[done].by.y))
            }
            done += 1
        }
        return done
    }

    /// The transitions this gesture can drive: a pull-down dismisses; an edge pan pops or
    /// dismisses; a pan pops, dismisses or switches tabs (``TabSwitchGesture``). Catching a transition in flight (``at``), a pull-down takes a presentation or a
    /// dismissal, a pan any transition.
    package var drivableKinds: Set<TransitionKind> {
        switch (kind, at != nil) {
        case (.pullDown, false): [.dismiss]
        case (.edgePan, false): [.pop, .dismiss]
        case (.pan, false): [.pop, .dismiss, .tabForward, .tabBack]
        case (.pullDown, true): [.present, .dismiss]
        case (.edgePan, true), (.pan, true), (.back, _): Set(TransitionKind.allCases)
        }
    }

    /// Why this gesture cannot drive a transition of `kind`, or `nil` when it can.
    package func problem(driving kind: TransitionKind, path: String = "gesture.type") -> SceneProblem? {
        guard !drivableKinds.contains(kind) else { return nil }
        let allowed = drivableKinds.map(\.rawValue).sorted().joined(separator: " or ")
        return SceneProblem(
            path: path, message: "a \(self.kind.rawValue) gesture drives a \(allowed), not a \(kind.rawValue)")
    }

    /// Plays the gesture: begins `request` interactively (then calls `onBegin`), moves time with
    /// `driver` from touch to touch, then releases. Returns whether the gesture's rule chose to finish.
    @MainActor
    @discardableResult
    package func play<Backend: TransitionBackend>(
        _ request: TransitionRequest<Backend.View>, on controller: TransitionController<Backend>,
        driver: ManualFrameDriver,
        onBegin: (@MainActor () -> Void)? = nil
    ) -> Bool {
        if kind == .back {
            var running = request
            running.isInteractive = false
            controller.begin(running)
            onBegin?()
            driver.advance(by: at ?? 0)
            controller.cancel()
            return false
        }
        if let at { return playCatching(request, at: at, on: controller, driver: driver, onBegin: onBegin) }
        var interactive = request
        interactive.isInteractive = true
        controller.begin(interactive)
        onBegin?()
        let bounds = request.container.layerGeometry.bounds
        guard let first = touches.first else { return false }
        // A tab switch follows the finger toward the tab it goes to (MatchCut's swipe between tabs).
        let tabPan =
            request.kind.switchesTabs
            ? TabSwitchGesture().pan(
                step: request.kind == .tabForward ? 1 : -1, start: first.location, width: bounds.width) : nil
        var previous = first
        var scrolled = 0
        for touch in touches.dropFirst() {
            driver.advance(by: touch.time - previous.time)
            scrolled = scroll(request.destination, until: touch.time - first.time, after: scrolled)
            let translation = CGPoint(x: touch.location.x - first.location.x, y: touch.location.y - first.location.y)
            controller.update(progress: tabPan?.progress(translation: translation) ?? progress(translation, bounds))
            if follow { controller.follow(translation: translation, at: first.location) }
            previous = touch
        }
        let last = touches[touches.count - 1]
        let before = touches[touches.count - 2]
        let dt = max(last.time - before.time, 1e-3)
        let velocity = CGPoint(
            x: (last.location.x - before.location.x) / dt, y: (last.location.y - before.location.y) / dt)
        let translation = CGPoint(x: last.location.x - first.location.x, y: last.location.y - first.location.y)
        let finish: Bool
        let progressVelocity: Double
        switch kind {
        case _ where tabPan != nil:
            (finish, progressVelocity) =
                tabPan?.release(state: .ended, at: controller.progress, velocity: velocity) ?? (false, 0)
        case .pullDown:
            let rules = PullDownToDismissGesture()
            finish = rules.shouldFinish(translation: translation, velocity: velocity, height: bounds.height)
            progressVelocity = rules.progressVelocity(velocity, height: bounds.height)
        case .edgePan, .pan, .back:
            // Edge pans follow tutorial 004's rule; free pans the momentum projection.
            let rules = PanToPopGesture(
                mode: kind == .pan ? .fullWidth : .edge(width: 24),
                finishRule: kind == .edgePan ? .tutorial004 : .standard)
            finish = rules.shouldFinish(translation: translation, velocity: velocity, width: bounds.width)
            progressVelocity = rules.progressVelocity(velocity, width: bounds.width)
        }
        if finish {
            controller.finish(velocity: progressVelocity, fingerVelocity: velocity)
        } else {
            controller.cancel(velocity: progressVelocity, fingerVelocity: velocity)
        }
        return finish
    }

    /// Begins `request` on its own, lets it run `at` seconds, catches it under the first touch, and
    /// drives it with the rest as a finger on a device would (see `CatchingPan`): following, along
    /// the caught element's path; otherwise by the gesture's own axis and rule. Returns whether it
    /// finishes.
    @MainActor
    private func playCatching<Backend: TransitionBackend>(
        _ request: TransitionRequest<Backend.View>, at: Double, on controller: TransitionController<Backend>,
        driver: ManualFrameDriver, onBegin: (@MainActor () -> Void)?
    ) -> Bool {
        var running = request
        running.isInteractive = false
        controller.begin(running)
        onBegin?()
        guard let first = touches.first else { return false }
        driver.advance(by: at)
        let path = follow ? controller.flightPath(at: first.location) : nil
        guard controller.catchTransition(at: first.location) else { return false }
        let bounds = request.container.layerGeometry.bounds
        let catching: CatchingPan
        if let path {
            catching = .alongFlight(from: path.start, to: path.end, at: controller.progress, start: first.location)
        } else if request.kind.switchesTabs {
            catching = TabSwitchGesture().pan(
                step: request.kind == .tabForward ? 1 : -1, at: controller.progress, start: first.location,
                width: bounds.width)
        } else {
            let rule: FinishRule =
                kind == .pullDown ? PullDownToDismissGesture().finishRule : kind == .edgePan ? .tutorial004 : .standard
            catching = .back(
                catching: request.kind, at: controller.progress, axis: axis,
                extent: kind == .pullDown ? bounds.height : bounds.width, start: first.location, rule: rule)
        }
        var previous = first
        var scrolled = 0
        for touch in touches.dropFirst() {
            driver.advance(by: touch.time - previous.time)
            scrolled = scroll(request.destination, until: touch.time - first.time, after: scrolled)
            let translation = CGPoint(x: touch.location.x - first.location.x, y: touch.location.y - first.location.y)
            controller.update(progress: catching.progress(translation: translation))
            if follow { controller.follow(translation: translation, at: first.location) }
            previous = touch
        }
        let last = touches[touches.count - 1]
        let before = touches[max(touches.count - 2, 0)]
        let dt = max(last.time - before.time, 1e-3)
        let velocity = CGPoint(
            x: (last.location.x - before.location.x) / dt, y: (last.location.y - before.location.y) / dt)
        let (finish, progressVelocity) = catching.release(state: .ended, at: controller.progress, velocity: velocity)
        if finish {
            controller.finish(velocity: progressVelocity, fingerVelocity: velocity)
        } else {
            controller.cancel(velocity: progressVelocity, fingerVelocity: velocity)
        }
        return finish
    }

    private func progress(_ translation: CGPoint, _ bounds: CGRect) -> Double {
        switch kind {
        case .pullDown: PullDownToDismissGesture().progress(translation: translation, height: bounds.height)
        case .edgePan, .pan, .back: PanToPopGesture().progress(translation: translation, width: bounds.width)
        }
    }
}
