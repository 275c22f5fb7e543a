import Testing
import TextUI

@MainActor
@Suite struct EquatableViewTests {
    /// A badge whose `==` looks at its count only: a new note alone does not make it change.
    struct Badge: View, Equatable {
        let count: Int
        let note: String
        var body: some View { Text("\(count) \(note)") }
        nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }
    }

    struct Screen: View {
        @State var count = 1
        @State var note = "first"
        var body: some View {
            VStack {
                Button("Note") { note = "second" }
                Button("Count") { count += 1 }
                Badge(count: count, note: note).equatable()
            }
        }
    }

    @Test func equatableView_isNotEvaluatedAgain_whenItsEqualityIgnoresTheChange() throws {
        let host = ViewHost(Screen())
        #expect(host.bodyEvaluationCount(of: Badge.self) == 1)

        try host.tap("Note")

        #expect(host.render().hasSuffix("1 first"))
        #expect(host.bodyEvaluationCount(of: Badge.self) == 1)
    }

    @Test func equatableView_isEvaluatedAgain_whenItsContentIsNotEqual() throws {
        let host = ViewHost(Screen())

        try host.tap("Note")
        try host.tap("Count")

        #expect(host.render().hasSuffix("2 second"))
        #expect(host.bodyEvaluationCount(of: Badge.self) == 2)
    }
}
