import Testing
import TextUI

/// `host.open(url)` delivers a URL to the app's `onOpenURL` actions, as the system does.
@MainActor
@Suite struct OpenURLHandlingTests {
    struct Inbox: View {
        @State private var opened: [String] = []
        @State private var showsDetail = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Opened: \(opened.joined(separator: ","))")
                    Button("Detail") { showsDetail = true }
                }
                .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
            }
            .onOpenURL { opened.append($0.lastPathComponent) }
        }
    }

    @Test func open_runsTheOnOpenURLAction_andAppliesItsUpdate() throws {
        let host = ViewHost(Inbox())

        let handled = host.open(try #require(URL(string: "mail://message/42")))

        #expect(handled)
        #expect(host.render().hasPrefix("Opened: 42"))
    }

    struct TwoHandlers: View {
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: " "))
                Text("inner").onOpenURL { log.append("inner:\($0.host ?? "")") }
            }
            .onOpenURL { log.append("outer:\($0.host ?? "")") }
        }
    }

    @Test func everyHandlerInTheTree_runsInTreeOrder() throws {
        let host = ViewHost(TwoHandlers())

        host.open(try #require(URL(string: "app://x")))

        #expect(host.render() == "outer:x inner:x\ninner")
    }

    @Test func open_withoutAHandler_returnsFalse() throws {
        let host = ViewHost(Text("Nothing"))
        #expect(host.open(try #require(URL(string: "app://x"))) == false)
    }
}
