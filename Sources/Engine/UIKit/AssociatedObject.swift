#if canImport(UIKit)
    import ObjectiveC

    extension NSObject {
        /// The object stored on this one under `key` (`objc_getAssociatedObject`), as a `T`.
        func matchCutAssociatedObject<T>(_ key: inout UInt8) -> T? {
            withUnsafeMutablePointer(to: &key) { objc_getAssociatedObject(self, $0) as? T }
        }

        /// Stores `value` on this one under `key`, retained (`nil` removes it).
        func setMatchCutAssociatedObject(_ value: Any?, _ key: inout UInt8) {
            withUnsafeMutablePointer(to: &key) {
                objc_setAssociatedObject(self, $0, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }
#endif
