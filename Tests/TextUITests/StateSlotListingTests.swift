import Testing
import TextUI

/// The host's list of `@State` follows the tree as rows come, go and move (the host keeps the list
/// between changes of the tree; a slot reads its value when asked).
@MainActor
@Suite struct StateSlotListingTests {
    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View { Text("\(name): \(count)") }
    }

    struct Counters: View {
        @State var names = ["a", "b", "c"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { name in Counter(name: name) }
            }
        }
    }

    private func counterSlots(_ host: ViewHost) -> [String] {
        host.stateSlots.filter { $0.name == "count" }.map(\.path)
    }

    @Test func listedSlots_followRowsThatCome_go_andMove() throws {
        let host = ViewHost(Counters())
        let names = try #require(host.root(as: Counters.self)?.$names)
        let first = counterSlots(host)
        #expect(first.count == 3)
        #expect(counterSlots(host) == first)

        names.wrappedValue = ["c", "a", "b"]
        _ = host.render()
        #expect(counterSlots(host) == [first[2], first[0], first[1]])

        names.wrappedValue = ["c", "a", "b", "d"]
        _ = host.render()
        #expect(counterSlots(host).count == 4)

        names.wrappedValue = ["a"]
        _ = host.render()
        #expect(counterSlots(host) == [first[0]])
    }

    @Test func listedSlot_readsTheValueNow() throws {
        let host = ViewHost(Counter(name: "x"))
        let before = try #require(host.stateSlots.first { $0.name == "count" })
        #expect(before.value as? Int == 0)
        try host.setState(before.path, to: 5)
        let after = try #require(host.stateSlots.first { $0.name == "count" })
        #expect(after.value as? Int == 5)
        #expect(before.value as? Int == 5)
    }
}
