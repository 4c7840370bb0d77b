import Foundation

/// Prints what a passing test measured (worst-error tables, seeds walked) only on request:
/// `MATCHCUT_TEST_REPORT=1 swift test …`. Passing tests are quiet; a failure says what failed in its
/// own issue message.
public func testReport(_ text: @autoclosure () -> String) {
    guard ProcessInfo.processInfo.environment["MATCHCUT_TEST_REPORT"] != nil else { return }
    print(text())
}
