// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MatchCut",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "MatchCut", type: .static, targets: ["MatchCut"]),
        .executable(name: "matchcut-lab", targets: ["MatchCutLab"]),
        .executable(name: "Benchmarks", targets: ["MatchCutBenchmarks"]),
    ],
    targets: [
        // Geometry, the view-tree model, scene files and matching. Portable: no Apple-only imports.
        .target(name: "MatchCutMatcher", path: "Sources/Matcher"),
        // Timing, springs, interpolation, the animator; the public face (`import MatchCut`) and,
        // under `#if canImport(UIKit)`, the UIKit glue.
        // Stand-ins and the originals they replace: recording and restoring views exactly.
        .target(name: "MatchCutSnapshots", dependencies: ["MatchCutMatcher"], path: "Sources/Snapshots"),
        .target(name: "MatchCut", dependencies: ["MatchCutMatcher", "MatchCutSnapshots"], path: "Sources/Engine"),
        // The page's HTML, CSS and scripts are real files (Page/), embedded in the lab.
        .executableTarget(
            name: "MatchCutLab", dependencies: ["MatchCut"], path: "SampleApp/Lab", resources: [.embedInCode("Page")]),
        .executableTarget(
            name: "MatchCutBenchmarks", dependencies: ["MatchCut", "MatchCutAllocationCounter"], path: "Benchmarks",
            exclude: ["AllocationCounter", "SHAPES.md"]),
        // Counts heap allocations per thread (glibc), for the benchmarks and the no-allocation tests.
        .target(name: "MatchCutAllocationCounter", path: "Benchmarks/AllocationCounter"),
        .target(name: "MatchCutTestSupport", dependencies: ["MatchCut"], path: "Tests/Support"),
        .testTarget(
            name: "MatcherTests", dependencies: ["MatchCutMatcher", "MatchCutTestSupport"],
            path: "Tests/MatcherTests"),
        .testTarget(
            name: "EngineTests", dependencies: ["MatchCut", "MatchCutTestSupport", "MatchCutAllocationCounter"],
            path: "Tests/EngineTests"),
    ],
    swiftLanguageModes: [.v6]
)
