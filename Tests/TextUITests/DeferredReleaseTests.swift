import Testing
import TextUI

/// What an update replaces (a view's old value, and whatever it alone kept alive, such as a large
/// array's last copy) is released after the update, on the main actor's next turn, or at once when
/// the host unmounts: never kept longer.
@MainActor
@Suite struct DeferredReleaseTests {
    final class Payload {
        let number: Int
        init(number: Int) { self.number = number }
    }

    struct Shows: View {
        let payload: Payload
        var body: some View { Text("payload \(payload.number)") }
    }

    struct Root: View {
        @State var number = 0
        var body: some View { Shows(payload: Payload(number: number)) }
    }

    /// The payload the mounted `Shows` holds now.
    private static func currentPayload(of host: ViewHost) throws -> Payload {
        try #require(host.views(ofType: Shows.self).first?.payload)
    }

    @Test func aReplacedValue_isReleasedOnTheMainActorsNextTurns() async throws {
        let host = ViewHost(Root())
        _ = host.render()
        weak let old = try Self.currentPayload(of: host)
        #expect(old != nil)

        try #require(host.root(as: Root.self)).$number.wrappedValue = 1
        #expect(host.render() == "payload 1")

        var turns = 0
        while old != nil, turns < 10_000 {  // a hang guard, not a period: each turn is a yield
            await Task.yield()
            turns += 1
        }
        #expect(old == nil, "the replaced view's payload was released after the update")
        host.unmount()
    }

    @Test func unmounting_releasesWhatUpdatesReplaced_atOnce() throws {
        let host = ViewHost(Root())
        _ = host.render()
        weak let old = try Self.currentPayload(of: host)
        try #require(host.root(as: Root.self)).$number.wrappedValue = 1
        _ = host.render()

        host.unmount()

        #expect(old == nil)
    }

    @Test func updatesThatNeverYield_keepAtMostTheLastUpdatesValues() throws {
        let host = ViewHost(Root())
        _ = host.render()
        let state = try #require(host.root(as: Root.self)).$number
        weak let first = try Self.currentPayload(of: host)
        for number in 1...3 {
            state.wrappedValue = number
            _ = host.render()
        }
        #expect(first == nil, "released by a later update, without waiting for a turn of the main actor")
        host.unmount()
    }
}
