import Combine
import SwiftUI
import Testing

/// `onReceive` runs its action with each value a publisher delivers while its view is in the tree,
/// the newest action each time, and stops when the view leaves.
@MainActor
@Suite struct OnReceiveTests {
    struct Scoreboard: View {
        let points: PassthroughSubject<Int, Never>
        let team: String
        @State private var total = 0
        var body: some View {
            Text("\(team): \(total)")
                .onReceive(points) { total += $0 * (team == "Double" ? 2 : 1) }
        }
    }

    struct Stadium: View {
        let points: PassthroughSubject<Int, Never>
        @State var isOpen = true
        @State var team = "Home"
        var body: some View {
            VStack {
                Toggle("Open", isOn: $isOpen)
                Button("Double") { team = "Double" }
                if isOpen { Scoreboard(points: points, team: team) }
            }
        }
    }

    @Test func eachValue_runsTheNewestAction_untilTheViewLeaves() throws {
        let points = PassthroughSubject<Int, Never>()
        let host = ViewHost(Stadium(points: points))

        points.send(3)
        #expect(host.texts().last == "Home: 3")
        try host.tap("Double")
        points.send(1)
        #expect(host.texts().last == "Double: 5")

        try host.toggle("Open")
        points.send(10)
        try host.toggle("Open")
        #expect(host.texts().last == "Double: 0", "a new scoreboard, which heard nothing while closed")
    }

    /// `SubscriptionView` is what `onReceive` makes: its action runs with each value while it is in
    /// the tree (developer.apple.com/documentation/swiftui/subscriptionview).
    @Test func aSubscriptionView_runsItsActionWithEachValue() {
        let points = PassthroughSubject<Int, Never>()
        var received = [Int]()
        let view = SubscriptionView(content: Text("Scores"), publisher: points) { received.append($0) }
        let host = ViewHost(view)
        points.send(3)
        points.send(4)
        #expect(received == [3, 4])
        #expect(host.render() == "Scores")
        host.unmount()
        points.send(5)
        #expect(received == [3, 4])
    }
}
