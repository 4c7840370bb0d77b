import Foundation

/// Runs an action at the next frame, once, then leaves the driver (which holds its observers
/// weakly: keep it until then).
@MainActor
final class NextFrame: FrameObserver {
    private var action: (@MainActor () -> Void)?

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func frameDriver(_ driver: any FrameDriver, didReach frame: FrameTime) {
        driver.remove(self)
        let action = self.action
        self.action = nil
        action?()
    }
}
