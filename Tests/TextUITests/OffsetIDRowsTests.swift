import Testing
import TextUI

/// Rows identified by offset (`ForEach(Array(items.enumerated()), id: \.offset)`, a common form):
/// after an element is removed or appended, the rows at the same offsets are the same rows with
/// new content, and only the rows past the end go or come. A row's state stays with its offset:
/// Apple's documentation of `ForEach` says it makes views from "identified data", and of `id(_:)`
/// that a view's state is reset when its identity changes, not otherwise; here the identity is the
/// offset. Whatever the form, the text is the text a fresh mount renders.
@MainActor
@Suite struct OffsetIDRowsTests {
    /// A row with state of its own, which shows it.
    struct CountedRow: View {
        let title: String
        @State var taps = 0
        var body: some View {
            Button("\(title) \(taps)") { taps += 1 }
        }
    }

    struct PlainRows: View {
        @State var items: [String]
        let inList: Bool
        var body: some View {
            if inList {
                List {
                    ForEach(Array(items.enumerated()), id: \.offset) { offset, item in Text("\(offset): \(item)") }
                }
            } else {
                VStack {
                    ForEach(Array(items.enumerated()), id: \.offset) { offset, item in Text("\(offset): \(item)") }
                }
            }
        }
    }

    struct StatefulRows: View {
        @State var items: [String]
        var body: some View {
            VStack {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in CountedRow(title: item) }
            }
        }
    }

    private static let items = (0..<1_500).map { "item \($0)" }

    @Test(arguments: [false, true])
    func removedAndAppendedElements_renderAsAFreshMount(inList: Bool) throws {
        let host = ViewHost(PlainRows(items: Self.items, inList: inList))
        _ = host.render()
        let items = try #require(host.root(as: PlainRows.self)).$items
        let edits: [(String, (inout [String]) -> Void)] = [
            ("removed in the middle", { $0.remove(at: 700) }),
            ("appended", { $0.append("new") }),
            ("removed last", { $0.removeLast() }),
            ("removed first", { $0.removeFirst() }),
            ("many removed", { $0.removeLast(600) }),
            ("many appended", { $0.append(contentsOf: (0..<900).map { "more \($0)" }) }),
            ("inserted first", { $0.insert("first", at: 0) }),
        ]
        for (name, edit) in edits {
            edit(&items.wrappedValue)
            let fresh = ViewHost(PlainRows(items: items.wrappedValue, inList: inList))
            #expect(host.render() == fresh.render(), "after \(name)")
            fresh.unmount()
        }
    }

    @Test func rowState_staysWithItsOffset_andGoesWithTheRowsPastTheEnd() throws {
        let host = ViewHost(StatefulRows(items: ["a", "b", "c", "d"]))
        try host.tap("b 0")
        try host.tap("d 0")
        #expect(host.render() == "[ a 0 ]\n[ b 1 ]\n[ c 0 ]\n[ d 1 ]")

        let items = try #require(host.root(as: StatefulRows.self)).$items
        items.wrappedValue.remove(at: 1)  // the rows at offsets 1 and 2 show "c" and "d"; offset 3 goes
        #expect(host.render() == "[ a 0 ]\n[ c 1 ]\n[ d 0 ]")

        items.wrappedValue.append("e")  // a new row at offset 3, with new state
        #expect(host.render() == "[ a 0 ]\n[ c 1 ]\n[ d 0 ]\n[ e 0 ]")
    }
}
