import Testing
import TextUI
import TextUITesting

/// The inline snapshot assertions as a test author uses them.
@MainActor
@Suite struct InlineSnapshotTests {
    struct Greeting: View {
        let name: String
        var body: some View {
            VStack {
                Text("Hello, \(name)")
                Button("Wave") {}
            }
        }
    }

    @Test func matchingLiteral_passes() {
        assertInlineSnapshot(of: Greeting(name: "Ada")) {
            """
            Hello, Ada
            [ Wave ]
            """
        }
    }

    @Test func differentLiteral_failsWithADiff_inNeverMode() {
        withKnownIssue {
            InlineSnapshotProbe.assert("Hello, Bob\n[ Wave ]", expected: "Hello, Ada\n[ Wave ]")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("- Hello, Ada\n+ Hello, Bob") }
        }
    }
}
