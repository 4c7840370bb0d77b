import Foundation

/// Everything MatchCut's navigation delegate decides and does, written against
/// ``NavigationStack`` and ``TransitioningContext``: who animates each push and pop, which
/// transition runs, and the pan that pops. `MatchCutNavigationCoordinator` (UIKit) only forwards
/// the delegate's and the recognizer's calls here and wraps each flow it returns.
///
/// Rules (see ``NavigationPolicy``): the app's own animator wins; the system's back-swipe, when it
/// runs, is left to the system; a pop MatchCut's pan starts is always MatchCut's (a matched flight,
/// or UIKit's own slide where nothing matches); otherwise MatchCut animates when a preset is set or
/// the two screens share a matched pair, and a matched transition that finds nothing to match as
/// it starts falls back to the slide. Screens are matched with the arriving one laid out at the
/// navigation controller's size: tag views by `viewDidLoad`.
@MainActor
public final class NavigationCoordination<Stack: NavigationStack, Context: TransitioningContext, Backend: TransitionBackend>
where Stack.Controller == Context.Controller, Backend.View == Context.View {
    /// The flows it runs.
    public typealias Flow = TransitionFlow<Context, Backend>
    /// The view type.
    public typealias View = Context.View

    /// What animates a push or pop.
    public enum Animator {
        /// The app's own delegate's animator.
        case user
        /// UIKit's standard transition.
        case system
        /// MatchCut's: this flow.
        case matchCut(Flow)
    }

    /// The navigation controller.
    public private(set) weak var stack: Stack?
    /// Options for matched transitions.
    public var options = TransitionOptions()
    /// A preset for every push and pop instead of matched flights, or `nil`.
    public var preset: TransitionPreset?
    /// The pop gesture's rules.
    public var panToPop = PanToPopGesture()
    /// Whether MatchCut animates at all (off: the system does, the app's delegate still wins).
    public var isEnabled = true
    /// Whether Reduce Motion is on, asked at each transition.
    public var reduceMotion: () -> Bool = { false }
    /// The transition in flight, if MatchCut runs it.
    public private(set) var current: Flow?
    /// Whether MatchCut's pan is popping.
    public private(set) var panInProgress = false
    private var panStart: CGPoint?
    private let makeBackend: () -> Backend
    private let makeDriver: () -> any FrameDriver

    /// Creates the coordination for `stack`; each transition gets a new backend and frame driver.
    public init(stack: Stack, backend: @escaping () -> Backend, driver: @escaping () -> any FrameDriver) {
        self.stack = stack
        makeBackend = backend
        makeDriver = driver
        panToPop.isRightToLeft = stack.isRightToLeft
    }

    // MARK: - The delegate

    /// `navigationController(_:animationControllerFor:from:to:)`.
    public func animator(
        for operation: NavigationOperation, from: Stack.Controller, to: Stack.Controller, userProvidesOne: Bool
    ) -> Animator {
        guard let stack, operation != .none else { return userProvidesOne ? .user : .system }
        let ourPan = panInProgress && operation == .pop
        let pairs = userProvidesOne || preset != nil || ourPan ? 0 : matchedPairs(from: from, to: to, in: stack)
        switch NavigationPolicy.animator(
            userProvidesOne: userProvidesOne, isEnabled: isEnabled, systemPopGestureActive: stack.systemPopGestureState.isActive,
            ourPanActive: ourPan, usesPreset: preset != nil, matchedPairs: pairs)
        {
        case .user: return .user
        case .system: return .system
        case .matchCut:
            let slide = TransitionPreset.navigationSlide(rightToLeft: stack.isRightToLeft)
            var style: TransitionStyle = preset.map { .preset($0) } ?? .matched(options)
            if ourPan, preset == nil, matchedPairs(from: from, to: to, in: stack) == 0 { style = .preset(slide) }
            let flow = Flow(kind: operation == .push ? .push : .pop, style: style, backend: makeBackend(), driver: makeDriver())
            flow.fallback = slide
            flow.reduceMotion = reduceMotion()
            let previous = flow.onEnd
            flow.onEnd = { [weak self, weak flow] finished in
                previous?(finished)
                if let self, self.current === flow { self.current = nil }
            }
            current = flow
            return .matchCut(flow)
        }
    }

    /// `navigationController(_:interactionControllerFor:)`: the app's own interaction controller,
    /// MatchCut's flow while its pan pops, or none.
    public func interactionDriver(forOurs isOurs: Bool, userProvidesOne: Bool) -> TransitionDriver? {
        NavigationPolicy.interaction(
            userProvidesOne: userProvidesOne, animator: isOurs ? .matchCut : .system, gestureInProgress: panInProgress)
    }

    /// How many pairs two screens would match, with the arriving one laid out at the navigation
    /// controller's size.
    func matchedPairs(from: Stack.Controller, to: Stack.Controller, in stack: Stack) -> Int {
        let container = stack.view
        let destination = to.rootView
        let bounds = container.layerGeometry.bounds
        if destination.parentNode == nil, destination.layerGeometry.bounds.size != bounds.size {
            destination.modelGeometry = LayerGeometry(frame: CGRect(origin: .zero, size: bounds.size))
        }
        destination.layoutNow()
        return Matcher().match(source: from.rootView, destination: destination, in: container).pairs.count
    }

    // MARK: - The pan that pops

    /// Whether a pan may begin popping (the recognizer's `gestureRecognizerShouldBegin`): a screen
    /// to go back to, nothing transitioning, the finger going the right way (from the leading edge
    /// unless `fullWidth`), and a scroll view under it at its leading edge.
    public func panShouldBegin(_ sample: PanSample, fullWidth: Bool, scroll: ScrollState?) -> Bool {
        guard let stack,
            NavigationPolicy.popGestureMayBegin(stackDepth: stack.viewControllers.count, isTransitioning: stack.isTransitioning)
        else { return false }
        var rules = panToPop
        rules.isRightToLeft = stack.isRightToLeft
        rules.mode = fullWidth ? .fullWidth : .edge(width: .greatestFiniteMagnitude)
        let width = stack.view.layerGeometry.bounds.width
        guard rules.shouldBegin(at: sample.location, velocity: sample.velocity, width: width) else { return false }
        if let scroll {
            return ScrollEdgeRule.popMayBegin(over: scroll, velocity: sample.velocity, isRightToLeft: stack.isRightToLeft)
        }
        return true
    }

    /// The pan's action: began pops; changes drive the flow; the release finishes or cancels it by
    /// the pan's rule, with the finger's velocity.
    public func pan(_ sample: PanSample) {
        guard let stack else { return }
        let width = max(stack.view.layerGeometry.bounds.width, 1)
        var rules = panToPop
        rules.isRightToLeft = stack.isRightToLeft
        switch sample.state {
        case .began:
            guard !panInProgress else { return }
            panInProgress = true
            panStart = CGPoint(x: sample.location.x - sample.translation.x, y: sample.location.y - sample.translation.y)
            stack.popTopController()
            if current == nil { panInProgress = false }  // the app's own animator took the pop
        case .changed:
            guard panInProgress else { return }
            current?.update(
                progress: rules.progress(translation: sample.translation, width: width), translation: sample.translation,
                location: panStart)
        case .ended, .cancelled, .failed:
            guard panInProgress else { return }
            panInProgress = false
            let finish =
                sample.state == .ended && rules.shouldFinish(translation: sample.translation, velocity: sample.velocity, width: width)
            current?.release(
                finish: finish, progressVelocity: rules.progressVelocity(sample.velocity, width: width),
                fingerVelocity: sample.velocity)
        case .possible:
            break
        }
    }
}
