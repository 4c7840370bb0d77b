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
        /// UIKit ignores every touch in the app while a transition that started non-interactive
        /// runs (`UIApplication.beginIgnoringInteractionEvents`): nothing is hit, MatchCut's touch
        /// surface included, so a tap-started transition cannot be caught or tapped through on
        /// such a system. Reported for `-[UIPresentationController runTransitionForCurrentState]`
        /// on iOS 12 when the transition is not interactive (openradar 41217893; uikit-review-8,
        /// item 2); whether MatchCut's interaction controller with `wantsInteractiveStart == false`
        /// counts as interactive there is undocumented (`Docs/DeviceChecklist.md` row 39).
        case ignoredAppWide
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

    /// When `UINavigationController.viewControllers` changes for a push or pop. Undocumented: its
    /// documentation says only "The view controllers currently on the navigation stack";
    /// `popViewController(animated:)` documents its return value ("The view controller that was
    /// popped from the stack"), which MatchCut reads instead (uikit-review-8, item 4 and G3).
    public enum StackChange: Hashable, Sendable, CaseIterable {
        /// Inside `pushViewController`/`popViewController`.
        case inTheCall
        /// When the transition is set up (the delegate asked): in the layout pass or after the
        /// commit under a deferred ``DelegateTiming``. Under ``DelegateTiming/duringTheCall`` the
        /// two are the same, so ``UIKitVariant/all`` leaves that combination out.
        case atSetUp
    }

    /// When UIKit's own clean-up after `completeTransition(_:)` ends, and with it the time during
    /// which it drops a push, pop, presentation or dismissal ("… while an existing transition or
    /// presentation is occurring; the navigation stack will not be updated", "Attempt to dismiss …
    /// while a presentation or dismiss is in progress"). `completeTransition(_:)`'s documentation
    /// says only that the transition's completion follows the call (uikit-review-8, G2).
    public enum CompletionEnd: Hashable, Sendable, CaseIterable {
        /// By the next block on the main queue.
        case nextMainQueueBlock
        /// Only after the commit that follows `completeTransition(_:)`: a request on the next
        /// main-queue block is still dropped.
        case afterNextCommit
    }

    /// When a cancel's "will" appearance callbacks come (``AppearanceTransition``). Their order is
    /// documented ("When the user cancels a transition, UIKit executes your context block, calls
    /// the `viewWillDisappear(_:)` method on the presented view controller, and finally calls the
    /// `viewWillAppear(_:)` method on the original view controller", `notifyWhenInteractionChanges
    /// (_:)`); their moment is not.
    public enum CancelAppearance: Hashable, Sendable, CaseIterable {
        /// Inside `cancelInteractiveTransition()` (observed: UIKitCore runs the interaction
        /// handlers in the call; Docs/Reviews/review-24-appearance-callbacks.md, finding 1).
        case inTheCancelCall
        /// In the run-loop turn's layout pass, after the cancel call returned.
        case nextTurn
    }

    /// When the arriving controller's `viewIsAppearing(_:)` comes: "after it adds the view
    /// controller's view to the view hierarchy, and the superview lays out the view controller's
    /// view" (Apple's documentation). In a custom transition the animator adds the view; whether a
    /// layout the animator asks for in its start call is that layout is undocumented.
    public enum IsAppearing: Hashable, Sendable, CaseIterable {
        /// When the arriving view is first laid out inside the container, in the start call.
        case duringTheStart
        /// In the layout pass after the start call returned.
        case nextLayoutPass
    }

    /// When the delegate is asked.
    public var delegateTiming: DelegateTiming
    /// Whether the transition container takes touches.
    public var containerTouches: ContainerTouches
    /// The iOS 26 content back swipe.
    public var contentPopRecognizer: ContentPopRecognizer
    /// When the navigation stack changes.
    public var stackChange: StackChange
    /// When UIKit's completion is over.
    public var completionEnd: CompletionEnd
    /// When a cancel's "will" appearance callbacks come.
    public var cancelAppearance: CancelAppearance
    /// When `viewIsAppearing(_:)` comes.
    public var isAppearing: IsAppearing

    /// A variant.
    public init(
        delegateTiming: DelegateTiming = .duringTheCall, containerTouches: ContainerTouches = .delivered,
        contentPopRecognizer: ContentPopRecognizer = .absent, stackChange: StackChange = .inTheCall,
        completionEnd: CompletionEnd = .nextMainQueueBlock, cancelAppearance: CancelAppearance = .inTheCancelCall,
        isAppearing: IsAppearing = .duringTheStart
    ) {
        self.cancelAppearance = cancelAppearance
        self.isAppearing = isAppearing
        self.delegateTiming = delegateTiming
        self.containerTouches = containerTouches
        self.contentPopRecognizer = contentPopRecognizer
        self.stackChange = stackChange
        self.completionEnd = completionEnd
    }

    /// Every combination of the first five dimensions (90), but ``StackChange/atSetUp`` with
    /// ``DelegateTiming/duringTheCall``, which behaves as ``StackChange/inTheCall``. The appearance
    /// dimensions (``CancelAppearance``, ``IsAppearing``) are not crossed with them (it would make
    /// 360 variants): each is set from the parity of a sum of the others' case indices, so every
    /// value of each meets every value of every other dimension, and the two meet in all four
    /// combinations (pairwise coverage).
    public static let all: [UIKitVariant] = DelegateTiming.allCases.enumerated().flatMap { d, timing in
        ContainerTouches.allCases.enumerated().flatMap { t, touches in
            ContentPopRecognizer.allCases.enumerated().flatMap { c, content in
                StackChange.allCases.enumerated().filter { timing != .duringTheCall || $0.element == .inTheCall }
                    .flatMap { s, stack in
                        CompletionEnd.allCases.enumerated().map { e, end in
                            UIKitVariant(
                                delegateTiming: timing, containerTouches: touches, contentPopRecognizer: content,
                                stackChange: stack, completionEnd: end,
                                cancelAppearance: (d + t + c + s + e) % 2 == 0 ? .inTheCancelCall : .nextTurn,
                                isAppearing: (t + s + e) % 2 == 0 ? .duringTheStart : .nextLayoutPass)
                        }
                    }
            }
        }
    }

    /// Whether touches reach MatchCut's touch surface while a transition that started
    /// non-interactive (a tap) flies.
    public var touchesReachTheSurfaceDuringATapStartedTransition: Bool { containerTouches != .ignoredAppWide }

    /// Its place in ``all``.
    public var index: Int { Self.all.firstIndex(of: self) ?? 0 }

    /// How many variants share each seeded script: under ``AllUIKitVariants`` a seeded test runs
    /// seed `s` under a variant when a hash of the two is `0` modulo this, so every variant runs
    /// about a third of the scripts and each script runs under about a third of the variants
    /// (30), with no dimension of the variant tied to a class of seeds (a plain `index mod 3`
    /// kept some pairs of dimension values from ever meeting a seed). Outside it every seed runs.
    public static let seedStride = 3

    /// Whether seeded script `seed` runs under the variant in force (see ``seedStride``).
    public static func runs(seed: Int) -> Bool {
        guard spreadsSeeds else { return true }
        var h = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(truncatingIfNeeded: current.index) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return h % UInt64(seedStride) == 0
    }

    /// The seeds of `range` that run under the variant in force.
    public static func seeds(_ range: Range<Int>) -> [Int] { range.filter { runs(seed: $0) } }

    /// A floor on a count over all of a test's seeds (`count` of them), for the share that runs
    /// under the variant in force: a third, rounded down, at least 1 when `count` is positive.
    public static func share(of count: Int) -> Int {
        spreadsSeeds ? (count > 0 ? max(count / seedStride, 1) : 0) : count
    }

    /// `values` a test case gathered under the variant in force, together with what it gathered
    /// under the variants before, once the last variant has run (`nil` before): a property of the
    /// whole set of scripts — both outcomes seen — is checked over every seed, not over the third
    /// one variant runs. Outside ``AllUIKitVariants``, `values` at once. `key` names the case.
    public static func acrossVariants<T: Sendable>(_ key: String, _ values: [T]) -> [T]? {
        guard spreadsSeeds else { return values }
        let gathered = counter.gather(key, values)
        return current.index == all.count - 1 ? gathered : nil
    }

    /// Set by ``AllUIKitVariants`` while it runs a case under each variant.
    @TaskLocal public static var spreadsSeeds = false

    /// The variant the fakes follow now (the first combination outside ``AllUIKitVariants``).
    @TaskLocal public static var current = UIKitVariant()

    /// Short, for messages: `[delegate: nextLayoutPass, touches: ignored, content pop: runs,
    /// stack: atSetUp, completion: afterNextCommit, cancel appearance: nextTurn, is appearing:
    /// duringTheStart]`.
    public var description: String {
        "[delegate: \(delegateTiming), touches: \(containerTouches), content pop: \(contentPopRecognizer), "
            + "stack: \(stackChange), completion: \(completionEnd), cancel appearance: \(cancelAppearance), "
            + "is appearing: \(isAppearing)]"
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

    private var gathered: [String: [any Sendable]] = [:]

    /// Adds `values` under `key`; everything under `key` so far, and forgets it once it is the
    /// last variant's (read by ``UIKitVariant/acrossVariants(_:_:)``).
    func gather<T: Sendable>(_ key: String, _ values: [T]) -> [T] {
        lock.lock()
        defer { lock.unlock() }
        let all = (gathered[key] ?? []) + values.map { $0 as any Sendable }
        gathered[key] = UIKitVariant.current.index == UIKitVariant.all.count - 1 ? nil : all
        return all.compactMap { $0 as? T }
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
            try await UIKitVariant.$spreadsSeeds.withValue(true) {
                try await UIKitVariant.$current.withValue(variant) { try await function() }
            }
        }
    }
}

extension Trait where Self == AllUIKitVariants {
    /// Every test case runs under every ``UIKitVariant``.
    public static var allUIKitVariants: AllUIKitVariants { AllUIKitVariants() }
}
