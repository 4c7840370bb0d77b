import Foundation

/// The headless model of the render server: what the screen last showed. A commit copies the
/// window's tree as it is; a picture taken *without* screen updates shows a view as of the last
/// commit (a view hidden since still shows; one that was hidden shows nothing; one never drawn is
/// blank), and one taken *with* screen updates commits first.
///
/// Tests drive it as UIKit's run loop would (``commit(_:)`` at the end of each turn); the lab,
/// which has no run loop, leaves ``HeadlessBackend/screen`` unset and pictures show the model.
@MainActor
public final class HeadlessScreen {
    private var committed: [ObjectIdentifier: HeadlessView] = [:]
    /// The originals of the last commit, kept alive so that no identifier is reused meanwhile.
    private var originals: [HeadlessView] = []
    /// How many commits there have been.
    public private(set) var commitCount = 0
    /// Called at every commit with the window's tree as committed (for checks on what was shown).
    public var onCommit: (@MainActor (HeadlessView) -> Void)?

    /// Creates a screen that has shown nothing yet.
    public init() {}

    /// Shows `window`'s tree as it is now: every later picture without screen updates shows it.
    public func commit(_ window: HeadlessView) {
        committed.removeAll(keepingCapacity: true)
        originals.removeAll(keepingCapacity: true)
        let copy = window.copySubtree { original, copy in
            self.committed[ObjectIdentifier(original)] = copy
            self.originals.append(original)
        }
        commitCount += 1
        onCommit?(copy)
    }

    /// `view` as the screen last showed it (a copy, with its subtree), or `nil` when it was not on
    /// screen at the last commit.
    public func committedCopy(of view: HeadlessView) -> HeadlessView? {
        committed[ObjectIdentifier(view)]
    }
}

/// A headless picture: a frozen copy of what a view showed, possibly a crop of its screen's root.
@MainActor
public struct HeadlessPicture {
    /// The copy of the view (or of the cropped root) and its subtree as pictured, or `nil` when
    /// the view had never been drawn (a blank picture).
    public var content: HeadlessView?
    /// For a crop: the rect of the root's bounds it shows.
    public var crop: CGRect?
    /// How it was taken.
    public var method: String

    /// Whether the picture shows nothing at all.
    public var isBlank: Bool { !(content?.hasVisibleInk ?? false) }
}

/// How many pictures of each kind a backend took.
public struct PictureCounts: Equatable, Sendable {
    /// `snapshot(afterScreenUpdates: true)`: each commits the screen (the expensive kind).
    public var committing = 0
    /// `snapshot(afterScreenUpdates: false)` of a single view.
    public var snapshots = 0
    /// Crops of a committed root.
    public var crops = 0
    /// Image and label copies.
    public var copies = 0
    /// Layer renders.
    public var layerRenders = 0

    /// Creates zero counts.
    public init() {}

    /// Every picture.
    public var total: Int { committing + snapshots + crops + copies + layerRenders }
}
