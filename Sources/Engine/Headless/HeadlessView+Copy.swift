import Foundation

extension HeadlessView {
    /// A copy of this view and its subtree as they look now (geometry, appearance, names, content
    /// kinds and tags), detached from any parent. Iterative: any depth is fine.
    package func copySubtree() -> HeadlessView {
        copySubtree(visit: nil)
    }

    /// ``copySubtree()``, calling `visit` with each original and its copy (a copy not yet in its
    /// parent: its children are added all at once after `visit` has seen each of them).
    func copySubtree(visit: ((HeadlessView, HeadlessView) -> Void)?) -> HeadlessView {
        let root = copyOfSelf()
        visit?(self, root)
        var stack: [(original: HeadlessView, copy: HeadlessView)] = [(self, root)]
        while let (original, copy) = stack.popLast() {
            let children = original.subviews
            guard !children.isEmpty else { continue }
            var copies: [HeadlessView] = []
            copies.reserveCapacity(children.count)
            for child in children {
                let childCopy = child.copyOfSelf()
                copies.append(childCopy)
                visit?(child, childCopy)
                stack.append((child, childCopy))
            }
            // All at once, before any of them has children of its own.
            copy.appendFreshSubviews(copies)
        }
        return root
    }

    private func copyOfSelf() -> HeadlessView { HeadlessView(copyOf: self) }

    /// The copy as a picture shows it: content the system composites outside the view's layers
    /// (``CompositedContent``: video, Metal, web) is missing, as `snapshotView` and
    /// `CALayer.render(in:)` can leave it on a device.
    package func withoutCompositedContent() -> HeadlessView {
        var stack: [HeadlessView] = [self]
        while let view = stack.popLast() {
            if case .composited? = view.content { view.content = nil }
            stack.append(contentsOf: view.subviews)
        }
        return self
    }

    /// Whether anything in this subtree would leave a mark on screen: a visible view with a
    /// background, a border or content (text or an image). A picture without any is blank.
    package var hasVisibleInk: Bool {
        var stack: [HeadlessView] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if (view.backgroundColor?.alpha ?? 0) > 0 || (view.appearance.borderWidth > 0)
                || view.content != nil
            {
                return true
            }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}
