/// What a timed object shows outside its active duration (`CAMediaTimingFillMode`).
///
/// Core Animation clamps local time to the nearest end of the active duration when the object
/// fills on that side; otherwise the object is not applied there and the layer shows its model
/// value (or whatever the animations below it in the stack produce).
package enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// `kCAFillModeRemoved` (the default): nothing is shown before the start or after the end.
    case removed
    /// `kCAFillModeForwards`: the final value stays after the end (while the animation is still
    /// attached, that is with `isRemovedOnCompletion == false`).
    case forwards
    /// `kCAFillModeBackwards`: the first value shows before the start (a delayed animation).
    case backwards
    /// `kCAFillModeBoth`: both of the above.
    case both

    /// Whether time after the active duration is clamped to its end.
    package var fillsForwards: Bool { self == .forwards || self == .both }

    /// Whether time before the active duration is clamped to its start.
    package var fillsBackwards: Bool { self == .backwards || self == .both }
}
