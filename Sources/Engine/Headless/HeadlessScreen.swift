import Foundation

/// The headless model of the render server: what the screen last showed. A commit copies the
/// window's tree as it is; a picture taken *without* screen updates shows a view as of the last
/// commit (a view hidden since still shows; one that was hidden shows nothing; one never drawn is
/// blank), and one taken *with* screen updates commits first — except during a commit (UIKit
/// starts transitions in the layout pass of one): then it shows the view as that commit ends,
/// with every change made after it was taken (UIView.h: "snapshots occurring after the screen
/// updates will include all changes made, regardless of when the snapshot is taken").
///
/// Tests drive it as UIKit's run loop would (``commit(_:)`` at the end of each turn); the lab,
/// which has no run loop, leaves ``HeadlessBackend/screen`` unset and pictures show the model.
@MainActor
package final class HeadlessScreen {
    private var committed: [ObjectIdentifier: HeadlessView] = [:]
    /// The originals of the last commit, kept alive so that no identifier is reused meanwhile.
    private var originals: [HeadlessView] = []
    /// How many commits there have been.
    package private(set) var commitCount = 0
    /// Called at every commit with the window's tree as committed (for checks on what was shown).
    package var onCommit: (@MainActor (HeadlessView) -> Void)?
    /// Whether a commit is under way (work run by ``commit(_:during:)``).
    package private(set) var isCommitting = false
    /// Work for the end of the commit under way (pictures it resolves), run before ``onCommit``.
    private var atCommitEnd: [() -> Void] = []

    /// Creates a screen that has shown nothing yet.
    package init() {}

    /// Shows `window`'s tree as it is now: every later picture without screen updates shows it.
    package func commit(_ window: HeadlessView) {
        committed.removeAll(keepingCapacity: true)
        originals.removeAll(keepingCapacity: true)
        let copy = window.copySubtree { original, copy in
            self.committed[ObjectIdentifier(original)] = copy
            self.originals.append(original)
        }
        commitCount += 1
        let pending = atCommitEnd
        atCommitEnd.removeAll()
        for action in pending { action() }
        onCommit?(copy)
    }

    /// A commit with `work` run during it (as UIKit runs a transition's start in a commit's layout
    /// pass), then ``commit(_:)``.
    package func commit(_ window: HeadlessView, during work: () -> Void) {
        isCommitting = true
        work()
        isCommitting = false
        commit(window)
    }

    /// Runs `action` when the commit under way ends (at once when none is).
    package func whenCommitted(_ action: @escaping () -> Void) {
        if isCommitting { atCommitEnd.append(action) } else { action() }
    }

    /// `view` as the screen last showed it (a copy, with its subtree), or `nil` when it was not on
    /// screen at the last commit.
    package func committedCopy(of view: HeadlessView) -> HeadlessView? {
        committed[ObjectIdentifier(view)]
    }
}

/// A headless picture: a frozen copy of what a view showed.
@MainActor
package struct HeadlessPicture {
    /// Where the content is kept: a picture taken with screen updates during a commit is only
    /// filled in when the commit ends.
    final class Box {
        var content: HeadlessView?
        var isResolved: Bool
        init(content: HeadlessView?, isResolved: Bool) {
            self.content = content
            self.isResolved = isResolved
        }
    }

    let box: Box
    /// How it was taken.
    package var method: String

    /// A picture showing `content` (`nil`: blank).
    package init(content: HeadlessView?, method: String) {
        box = Box(content: content, isResolved: true)
        self.method = method
    }

    /// A picture whose content is known when the commit under way ends.
    init(pendingUntilCommit method: String) {
        box = Box(content: nil, isResolved: false)
        self.method = method
    }

    /// The copy of the view and its subtree as pictured, or `nil` when the view had never been
    /// drawn (a blank picture).
    package var content: HeadlessView? { box.content }
    /// Whether the content is known (a picture taken during a commit is known when it ends).
    package var isResolved: Bool { box.isResolved }

    /// Whether the picture shows nothing at all.
    package var isBlank: Bool { !(content?.hasVisibleInk ?? false) }
}

/// How many pictures of each kind a backend took.
package struct PictureCounts: Equatable, Sendable {
    /// `snapshot(afterScreenUpdates: true)`: each commits the screen (the expensive kind).
    package var committing = 0
    /// `snapshot(afterScreenUpdates: false)` of a single view.
    package var snapshots = 0
    /// Image and label copies.
    package var copies = 0
    /// Layer renders.
    package var layerRenders = 0

    /// Creates zero counts.
    package init() {}

    /// Every picture.
    package var total: Int { committing + snapshots + copies + layerRenders }
}
