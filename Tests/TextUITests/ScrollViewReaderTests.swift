import Testing
import TextUI

/// A scroll proxy's requests are recorded by the host (text output shows everything, so nothing
/// moves); `scrollDisabled` sets `\.isScrollEnabled`.
@MainActor
@Suite struct ScrollViewReaderTests {
    struct Chat: View {
        let messages = ["Hi", "Hello", "Bye"]
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    ForEach(messages, id: \.self) { Text($0) }
                }
                Button("Latest") { proxy.scrollTo("Bye", anchor: .bottom) }
                Button("First") { proxy.scrollTo("Hi") }
            }
        }
    }

    @Test func scrollTo_isRecordedByTheHost_inOrder_andTheContentStaysWhole() throws {
        let host = ViewHost(Chat())

        try host.tap("Latest")
        try host.tap("First")

        #expect(
            host.scrollRequests == [ScrollRequest(id: "Bye", anchor: .bottom), ScrollRequest(id: "Hi", anchor: nil)])
        #expect(host.render() == "Hi\nHello\nBye\n[ Latest ]\n[ First ]")
    }

    struct ScrollState: View {
        @Environment(\.isScrollEnabled) private var isScrollEnabled
        var body: some View {
            Text(isScrollEnabled ? "scrolls" : "fixed")
        }
    }

    @Test func scrollDisabled_setsIsScrollEnabled_andFalseStaysFalseInside() {
        #expect(ViewHost(ScrollState()).render() == "scrolls")
        #expect(ViewHost(ScrollState().scrollDisabled(true)).render() == "fixed")
        #expect(ViewHost(ScrollState().scrollDisabled(false).scrollDisabled(true)).render() == "fixed")
        #expect(ViewHost(ScrollState().scrollDisabled(false)).render() == "scrolls")
    }
}
