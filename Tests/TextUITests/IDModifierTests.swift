import Testing
import TextUI

@MainActor
@Suite struct IDModifierTests {
    struct Counter: View {
        @State var taps = 0
        var body: some View {
            Button("Tap \(taps)") { taps += 1 }
        }
    }

    struct Screen: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Button("Reset") { generation += 1 }
                Counter().id(generation)
            }
        }
    }

    @Test func newID_replacesTheViewAndItsState() throws {
        let host = ViewHost(Screen())
        try host.tap("Tap 0")
        try host.tap("Tap 1")
        #expect(host.render().contains("Tap 2"))

        try host.tap("Reset")

        #expect(host.render().contains("Tap 0"))
    }

    @Test func sameID_keepsTheViewAndItsState() throws {
        let host = ViewHost(Screen())
        try host.tap("Tap 0")

        _ = host.render()

        #expect(host.render().contains("Tap 1"))
    }
}

@MainActor
@Suite struct AnyViewTests {
    @Test func anyViewErasing_wrapsAViewAndRefusesOtherValues() {
        let erased = AnyView(erasing: Text("Hello"))
        #expect(erased != nil)
        #expect(AnyView(erasing: 42) == nil)
        #expect(ViewHost(erased!).render() == "Hello")
    }
}

@MainActor
@Suite struct TupleViewTests {
    @Test func tupleViewOfATuple_rendersEachViewInOrder() {
        let host = ViewHost(VStack { TupleView((Text("a"), Text("b"))) })
        #expect(host.render() == "a\nb")
    }
}

@MainActor
@Suite struct DynamicViewContentTests {
    func count<C: DynamicViewContent>(_ content: C) -> Int { content.data.count }

    @Test func forEach_isDynamicViewContent_ofItsData() {
        #expect(count(ForEach(["a", "b", "c"], id: \.self) { Text($0) }) == 3)
    }
}
