import Testing
import TextUI

@MainActor
@Suite struct InvalidationTests {
    struct Label: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct Reader: View {
        @Binding var value: Int
        var body: some View { Text("value \(value)") }
    }

    struct Counter: View {
        let title: String
        @State var count = 0
        @Environment(\.isEnabled) var isEnabled
        var body: some View { Text("\(title) \(count)") }
    }

    struct Root: View {
        @State var value = 0
        @State var other = 0
        var body: some View {
            VStack {
                Label(text: "static")
                Counter(title: "count")
                Reader(value: $value)
                Text("other \(other)")
            }
        }
    }

    @Test func write_reevaluatesOnlyTheBodiesThatReadIt() throws {
        let host = ViewHost(Root())
        host.resetBodyEvaluationCounts()
        let reader = host.views(ofType: Reader.self)[0]

        reader.value = 5

        #expect(host.render() == "static\ncount 0\nvalue 5\nother 0")
        #expect(host.bodyEvaluationCount(of: Reader.self) == 1)
        #expect(host.bodyEvaluationCount(of: Root.self) == 0)
        #expect(host.bodyEvaluationCount(of: Label.self) == 0)
    }

    @Test func parentReevaluation_skipsChildrenWhoseValueDidNotChange() throws {
        let host = ViewHost(Root())
        host.resetBodyEvaluationCounts()

        try host.setState("Root.other", to: 1)

        #expect(host.render() == "static\ncount 0\nvalue 0\nother 1")
        #expect(host.bodyEvaluationCount(of: Root.self) == 1)
        #expect(host.bodyEvaluationCount(of: Label.self) == 0, "an equal value is not evaluated again")
        #expect(host.bodyEvaluationCount(of: Counter.self) == 0, "state and environment come from the host")
    }

    @Test func severalWrites_areCoalesced_andRenderFlushesThem() throws {
        let host = ViewHost(Root())
        host.resetBodyEvaluationCounts()
        let reader = host.views(ofType: Reader.self)[0]

        for value in 1...10 {
            reader.value = value
        }
        #expect(host.hasPendingUpdates)

        #expect(host.render() == "static\ncount 0\nvalue 10\nother 0")
        #expect(host.bodyEvaluationCount(of: Reader.self) == 1)
        #expect(!host.hasPendingUpdates)
    }

    @Test func writingAnEqualValue_doesNotInvalidate() throws {
        let host = ViewHost(Root())
        host.resetBodyEvaluationCounts()

        try host.setState("Root.value", to: 0)

        #expect(!host.hasPendingUpdates)
        #expect(host.bodyEvaluationCount == 0)
    }
}
