import Foundation
import Testing

/// The ways UIKit may behave where Apple does not document it. Each contract fake reads the one in
/// force (``current``) and behaves accordingly; ``AllUIKitVariants`` runs a test once under every
/// combination, so a behaviour MatchCut relies on must hold whichever way a device turns out.
/// `Docs/DeviceChecklist.md` names the device row that settles each dimension.
public struct UIKitVariant: Hashable, Sendable, CustomStringConvertible {
    /// When `UINavigationController` asks its delegate for the animator of a push or pop.
    ///
    /// Undocumented. Observed: public stack traces reach `-[UINavigationController
    /// _startCustomTransition:]` from `_startDeferredTransitionIfNeeded:` inside
    /// `__viewWillLayoutSubviews`, i.e. during the next layout pass; other traces show the delegate
    /// asked from inside `pushViewController:animated:` (uikit-review-5, F4).
    public enum DelegateTiming: Hashable, Sendable, CaseIterable {
        /// Inside `pushViewController(_:animated:)` / `popViewController(animated:)`.
        case duringTheCall
        /// In the layout pass at the end of the run-loop turn that asked.
        case nextLayoutPass
        /// In UIKit's after-commit work (`_afterCACommitHandler`, run-loop observer order
        /// 2,001,000), after Core Animation's commit (observed in stack traces of deferred
        /// presentations; uikit-review-7, R2).
        case afterCommit
    }

    /// Whether UIKit's own transition container (`UITransitionView`, the presentation's container)
    /// takes touches while a transition runs.
    ///
    /// Undocumented. Hit-testing itself is documented (`UIView.hitTest(_:with:)`: hidden views,
    /// views with `isUserInteractionEnabled == false` and views with alpha below 0.01 are skipped);
    /// whether UIKit switches interaction off on its container during a transition is not.
    public enum ContainerTouches: Hashable, Sendable, CaseIterable {
        /// The container and its subviews receive touches mid-flight.
        case delivered
        /// The container ignores touches mid-flight (as if `isUserInteractionEnabled == false`):
        /// nothing inside it is hit.
        case ignored
    }

    /// iOS 26's `interactiveContentPopGestureRecognizer` (a back swipe anywhere in the content;
    /// Apple's documentation: "recognizes a gesture on the entire content area … in cases that are
    /// not covered by `interactivePopGestureRecognizer`"). Not in the SDK MatchCut builds with.
    public enum ContentPopRecognizer: Hashable, Sendable, CaseIterable {
        /// Before iOS 26: there is none.
        case absent
        /// It exists and runs, delegate or not.
        case runs
        /// It exists, but UIKit keeps it from beginning for a navigation controller whose delegate
        /// vends animators, as it does the edge swipe (undocumented; observed for the edge swipe:
        /// WordPress-iOS PR 6639, react-native-screens PR 3173).
        case disabledForAnimatingDelegates
    }

    /// When `UINavigationController` updates its bookkeeping around a transition: its
    /// `viewControllers`, and when the end of a transition's completion lets a new push, pop,
    /// presentation or dismissal through. The two are undocumented and independent; a variant
    /// takes both the prompt way or both the late way, which puts each extreme under every other
    /// dimension (MatchCut's handling of one never reads the other).
    ///
    /// - `viewControllers`: its documentation says only "The view controllers currently on the
    ///   navigation stack"; `popViewController(animated:)` documents its return value ("The view
    ///   controller that was popped from the stack"), which MatchCut reads instead (uikit-review-8,
    ///   item 4 and G3).
    /// - The completion: `UIViewControllerContextTransitioning.completeTransition(_:)` says the
    ///   transition's completion runs after the call; when UIKit's own clean-up after it ends (and
    ///   it stops dropping requests: "… while an existing transition or presentation is occurring;
    ///   the navigation stack will not be updated", "Attempt to dismiss … while a presentation or
    ///   dismiss is in progress") is not documented (uikit-review-8, G2).
    public enum Bookkeeping: Hashable, Sendable, CaseIterable {
        /// The stack changes inside `pushViewController`/`popViewController`; a request on the
        /// main queue after `completeTransition` is taken.
        case prompt
        /// The stack changes when the transition starts (the delegate asked); UIKit counts itself
        /// as transitioning until after the commit that follows `completeTransition`, so a request
        /// on the next main-queue block is still dropped.
        case late
    }

    /// When the delegate is asked.
    public var delegateTiming: DelegateTiming
    /// Whether the transition container takes touches.
    public var containerTouches: ContainerTouches
    /// The iOS 26 content back swipe.
    public var contentPopRecognizer: ContentPopRecognizer
    /// When the stack changes and when UIKit's completion is over.
    public var bookkeeping: Bookkeeping

    /// A variant.
    public init(
        delegateTiming: DelegateTiming = .duringTheCall, containerTouches: ContainerTouches = .delivered,
        contentPopRecognizer: ContentPopRecognizer = .absent, bookkeeping: Bookkeeping = .prompt
    ) {
        self.delegateTiming = delegateTiming
        self.containerTouches = containerTouches
        self.contentPopRecognizer = contentPopRecognizer
        self.bookkeeping = bookkeeping
    }

    /// Every combination.
    public static let all: [UIKitVariant] = DelegateTiming.allCases.flatMap { timing in
        ContainerTouches.allCases.flatMap { touches in
            ContentPopRecognizer.allCases.flatMap { content in
                Bookkeeping.allCases.map {
                    UIKitVariant(
                        delegateTiming: timing, containerTouches: touches, contentPopRecognizer: content, bookkeeping: $0)
                }
            }
        }
    }

    /// The variant the fakes follow now (the first combination outside ``AllUIKitVariants``).
    @TaskLocal public static var current = UIKitVariant()

    /// Short, for messages: `[delegate: nextLayoutPass, touches: ignored, content pop: runs,
    /// bookkeeping: late]`.
    public var description: String {
        "[delegate: \(delegateTiming), touches: \(containerTouches), content pop: \(contentPopRecognizer), "
            + "bookkeeping: \(bookkeeping)]"
    }

    /// How many test cases ran under each variant in this process (for the closing note).
    public static func casesRun() -> [UIKitVariant: Int] { counter.snapshot() }
    fileprivate static let counter = VariantCounter()

    /// With `MATCHCUT_VARIANT_COUNTS` set, prints how many contract test cases ran under each
    /// variant when the test process exits.
    fileprivate static func reportCountsAtExitIfAsked() {
        guard ProcessInfo.processInfo.environment["MATCHCUT_VARIANT_COUNTS"] != nil, counter.registerExitReport() else {
            return
        }
        atexit {
            for (variant, count) in UIKitVariant.casesRun().sorted(by: { $0.key.description < $1.key.description }) {
                print("variant \(variant): \(count) contract test cases")
            }
        }
    }
}

/// Counts test cases per variant (thread-safe: suites may run in parallel).
final class VariantCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [UIKitVariant: Int] = [:]

    func add(_ variant: UIKitVariant) {
        lock.lock()
        counts[variant, default: 0] += 1
        lock.unlock()
    }

    private var exitReportRegistered = false

    /// Whether this call is the first to register the exit report.
    func registerExitReport() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if exitReportRegistered { return false }
        exitReportRegistered = true
        return true
    }

    func snapshot() -> [UIKitVariant: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}

/// Runs each test case once under every ``UIKitVariant`` (a failure's message names the variant:
/// the fakes prefix their violations with it). Put it on a contract suite: `@Suite(.allUIKitVariants)`.
public struct AllUIKitVariants: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in the suite.
    public var isRecursive: Bool { true }

    /// Runs the case under each variant in turn.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        UIKitVariant.reportCountsAtExitIfAsked()
        for variant in UIKitVariant.all {
            UIKitVariant.counter.add(variant)
            try await UIKitVariant.$current.withValue(variant) { try await function() }
        }
    }
}

extension Trait where Self == AllUIKitVariants {
    /// Every test case runs under every ``UIKitVariant``.
    public static var allUIKitVariants: AllUIKitVariants { AllUIKitVariants() }
}
