#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// Runs MatchCut for a navigation controller: its delegate (forwarding every call to your own
    /// delegate, set before or after enabling) and its pan-to-pop. Screens without matches keep the
    /// system transition and back-swipe.
    ///
    /// ```swift
    /// navigationController.enableMatchCut()
    /// ```
    @MainActor
    public final class MatchCutNavigationCoordinator: NSObject, UINavigationControllerDelegate,
        UIGestureRecognizerDelegate
    {
        /// Your own delegate, held weakly; every call MatchCut does not answer goes to it, and its
        /// animators win over MatchCut's.
        public weak var userDelegate: (any UINavigationControllerDelegate)? {
            didSet { forwardee = userDelegate }
        }
        /// The same object for the Objective-C runtime's forwarding, which asks from nonisolated
        /// methods; only ever written on the main actor.
        nonisolated(unsafe) private weak var forwardee: NSObjectProtocol?
        /// The navigation controller.
        public private(set) weak var navigationController: UINavigationController?
        /// Options for matched transitions.
        public var options = TransitionOptions()
        /// A preset for every push and pop instead of matched flights, or `nil`.
        public var preset: TransitionPreset?
        /// The pop gesture's rules (edge or full width, finish rule).
        public var panToPop = PanToPopGesture()

        private var edgePan: UIScreenEdgePanGestureRecognizer?
        private var fullPan: UIPanGestureRecognizer?
        private var current: MatchCutTransition?
        private var gestureInProgress = false
        private var observation: NSKeyValueObservation?

        init(navigationController: UINavigationController, fullWidthPan: Bool) {
            self.navigationController = navigationController
            super.init()
            if let existing = navigationController.delegate, existing !== self {
                userDelegate = existing
                forwardee = existing  // observers do not run inside init
            }
            navigationController.delegate = self
            let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            edge.edges =
                navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
            edge.delegate = self
            navigationController.view.addGestureRecognizer(edge)
            navigationController.interactivePopGestureRecognizer?.require(toFail: edge)
            edgePan = edge
            if fullWidthPan {
                let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                pan.delegate = self
                navigationController.view.addGestureRecognizer(pan)
                fullPan = pan
            }
            panToPop.isRightToLeft = edge.edges == .right
            // A delegate set after enabling becomes the user delegate (from the next run-loop turn).
            observation = navigationController.observe(\.delegate, options: [.new]) { [weak self] _, _ in
                Task { @MainActor in self?.adoptReplacedDelegate() }
            }
        }

        private func adoptReplacedDelegate() {
            guard let navigationController, let delegate = navigationController.delegate, delegate !== self else {
                return
            }
            userDelegate = delegate
            navigationController.delegate = self
        }

        /// Hands the navigation controller back: your delegate restored, gestures removed.
        public func disable() {
            observation?.invalidate()
            observation = nil
            guard let navigationController else { return }
            navigationController.delegate = userDelegate
            if let edgePan { navigationController.view.removeGestureRecognizer(edgePan) }
            if let fullPan { navigationController.view.removeGestureRecognizer(fullPan) }
        }

        // MARK: - Forwarding

        /// Answers for its own methods and for every method the user delegate implements.
        public override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || (forwardee?.responds(to: aSelector) ?? false)
        }

        /// Sends methods it does not implement to the user delegate.
        public override func forwardingTarget(for aSelector: Selector!) -> Any? {
            forwardee?.responds(to: aSelector) == true ? forwardee : nil
        }

        /// Forwarded.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            userDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        }

        /// Forwarded.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            userDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        }

        /// The user's animator if any; MatchCut's when the screens share matches (or a preset is
        /// set); otherwise `nil`, the system transition.
        public func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let user = userDelegate?.navigationController?(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            guard operation != .none else { return user }
            let driver = NavigationPolicy.animator(
                userProvidesOne: user != nil, isEnabled: true, usesPreset: preset != nil,
                matchedPairs: preset == nil ? matchedPairs(from: fromVC, to: toVC) : 0)
            switch driver {
            case .user: return user
            case .system: return nil
            case .matchCut:
                let transition = MatchCutTransition(
                    kind: operation == .push ? .push : .pop, style: preset.map { .preset($0) } ?? .matched(options),
                    interactive: gestureInProgress)
                transition.onEnd = { [weak self] _ in self?.current = nil }
                current = transition
                return transition
            }
        }

        /// The user's interaction controller if any; MatchCut's during its own pan.
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            let user = userDelegate?.navigationController?(
                navigationController, interactionControllerFor: animationController)
            let ours = animationController is MatchCutTransition
            switch NavigationPolicy.interaction(
                userProvidesOne: user != nil, animator: ours ? .matchCut : .system, gestureInProgress: gestureInProgress
            )
            {
            case .user?: return user
            case .matchCut?: return animationController as? MatchCutTransition
            default: return nil
            }
        }

        /// How many pairs the two screens would match, with the destination laid out at the
        /// navigation controller's size.
        func matchedPairs(from: UIViewController, to: UIViewController) -> Int {
            guard let container = navigationController?.view else { return 0 }
            if to.view.bounds.size != container.bounds.size {
                to.view.frame = container.bounds
                to.view.layoutIfNeeded()
            }
            return Matcher().match(source: from.view, destination: to.view, in: container).pairs.count
        }

        // MARK: - Pan to pop

        /// Begins only for a pop MatchCut would run, going the right way, and not where a scroll view
        /// under the finger should keep the pan.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let navigationController, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
            let stack = navigationController.viewControllers
            let driver: TransitionDriver =
                stack.count > 1
                    && (preset != nil || matchedPairs(from: stack[stack.count - 1], to: stack[stack.count - 2]) > 0)
                ? .matchCut : .system
            guard
                NavigationPolicy.popGestureMayBegin(
                    stackDepth: stack.count, isTransitioning: navigationController.transitionCoordinator != nil,
                    animator: driver)
            else { return false }
            let view = navigationController.view!
            let velocity = pan.velocity(in: view)
            var rules = panToPop
            rules.mode = gestureRecognizer === fullPan ? .fullWidth : .edge(width: .greatestFiniteMagnitude)
            guard rules.shouldBegin(at: pan.location(in: view), velocity: velocity, width: view.bounds.width) else {
                return false
            }
            if let scroll = scrollView(under: pan.location(in: view), in: view) {
                return ScrollEdgeRule.popMayBegin(
                    over: ScrollState(scroll), velocity: velocity, isRightToLeft: panToPop.isRightToLeft)
            }
            return true
        }

        @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
            guard let navigationController, let view = navigationController.view else { return }
            let width = view.bounds.width
            switch pan.state {
            case .began:
                gestureInProgress = true
                navigationController.popViewController(animated: true)
            case .changed:
                let translation = pan.translation(in: view)
                current?.update(
                    progress: panToPop.progress(translation: translation, width: width), translation: translation)
            case .ended, .cancelled, .failed:
                let velocity = pan.velocity(in: view)
                let finish =
                    pan.state == .ended
                    && panToPop.shouldFinish(translation: pan.translation(in: view), velocity: velocity, width: width)
                current?.release(
                    finish: finish, progressVelocity: panToPop.progressVelocity(velocity, width: width),
                    fingerVelocity: velocity)
                gestureInProgress = false
            default: break
            }
        }
    }

    /// The scroll view under a point, if any.
    @MainActor
    func scrollView(under point: CGPoint, in view: UIView) -> UIScrollView? {
        var hit = view.hitTest(point, with: nil)
        while let current = hit {
            if let scroll = current as? UIScrollView { return scroll }
            hit = current.superview
        }
        return nil
    }

    extension ScrollState {
        /// The state of a scroll view.
        @MainActor
        init(_ scroll: UIScrollView) {
            let inset = scroll.adjustedContentInset
            self.init(
                contentOffset: scroll.contentOffset, contentSize: scroll.contentSize, boundsSize: scroll.bounds.size,
                inset: (Double(inset.top), Double(inset.left), Double(inset.bottom), Double(inset.right)))
        }
    }

    @MainActor private enum CoordinatorKey {
        nonisolated(unsafe) static var key: UInt8 = 0
    }

    extension UINavigationController {
        /// Turns MatchCut on: pushes and pops between screens with matching `matchID`s fly, with
        /// pan-to-pop from the edge (and anywhere, with `fullWidthPan`). Your delegate keeps working.
        @discardableResult
        public func enableMatchCut(options: TransitionOptions = TransitionOptions(), fullWidthPan: Bool = false)
            -> MatchCutNavigationCoordinator
        {
            if let existing = matchCut { return existing }
            let coordinator = MatchCutNavigationCoordinator(navigationController: self, fullWidthPan: fullWidthPan)
            coordinator.options = options
            withUnsafeMutablePointer(to: &CoordinatorKey.key) {
                objc_setAssociatedObject(self, $0, coordinator, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            return coordinator
        }

        /// Turns MatchCut off and restores your delegate.
        public func disableMatchCut() {
            matchCut?.disable()
            withUnsafeMutablePointer(to: &CoordinatorKey.key) {
                objc_setAssociatedObject(self, $0, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// The coordinator, when MatchCut is enabled.
        public var matchCut: MatchCutNavigationCoordinator? {
            withUnsafeMutablePointer(to: &CoordinatorKey.key) {
                objc_getAssociatedObject(self, $0) as? MatchCutNavigationCoordinator
            }
        }
    }
#endif
