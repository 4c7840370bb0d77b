import Foundation

/// Times several bodies in the same run, interleaved, so that a slower moment of the machine (other
/// processes, frequency changes) falls on all of them alike and their ratios hold.
@MainActor
enum Stopwatch {
    /// Runs each body once to warm up, then in rounds (each round every body once, starting from a
    /// different one each round) until about `budget` seconds are spent: at least 5 rounds, at
    /// most 2,000. Returns each body's samples in milliseconds.
    static func interleaved(_ bodies: [@MainActor () -> Void], budget: Double) -> [[Double]] {
        var warmUp = 0.0
        for body in bodies { warmUp += time(body) }
        let rounds = max(5, min(2_000, Int(budget * 1_000 / max(warmUp, 1e-6))))
        var samples = Array(repeating: [Double](), count: bodies.count)
        for round in 0..<rounds {
            for k in bodies.indices {
                let i = (k + round) % bodies.count
                samples[i].append(time(bodies[i]))
            }
        }
        return samples
    }

    /// One run of `body`, in milliseconds.
    static func time(_ body: @MainActor () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The median of `samples`.
    static func median(_ samples: [Double]) -> Double { percentile(samples, 0.5) }

    /// The `p` quantile of `samples` (nearest rank).
    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
}
