import Testing

/// The suites of the portable Core Animation model, nested so that
/// `swift test --filter CoreAnimation` runs them all.
@Suite enum CoreAnimationTests {}
