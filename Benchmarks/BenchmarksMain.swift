import Foundation
import MatchCut

@main
enum BenchmarksMain {
    @MainActor
    static func main() {
        print("bench")
    }
}
