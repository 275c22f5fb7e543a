@testable import TextUITesting

/// Runs the inline comparison in `never` mode, so a mismatch cannot rewrite this repository.
enum InlineSnapshotProbe {
    static func assert(_ actual: String, expected: String) {
        InlineSnapshot.assert(
            actual,
            expected: expected,
            site: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
            mode: .never
        )
    }
}
