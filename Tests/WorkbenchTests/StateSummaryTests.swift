import Catalog
import Locking
import Testing
import TextUI
import Workbench

/// `state` shows a long value by its size without encoding it: an array by its count, a dictionary
/// by its keys, a long string by its start and length (2.46 M movies took 45.7 s and 2.7 GB
/// to show as `[2,462,526 movies]`, when it was encoded and parsed again).
@MainActor
@Suite(.serialized) struct StateSummaryTests {
    /// An element that counts how often it is encoded.
    struct Item: Codable, Sendable {
        static let encodings = Locked(0)
        var id: Int

        init(id: Int) { self.id = id }
        init(from decoder: Decoder) throws { id = try decoder.singleValueContainer().decode(Int.self) }
        func encode(to encoder: Encoder) throws {
            Self.encodings.withLock { $0 += 1 }
            var container = encoder.singleValueContainer()
            try container.encode(id)
        }
    }

    struct Shelf: View {
        @Binding var items: [Item]
        @Binding var labels: [String: Int]
        @Binding var note: String
        var body: some View { Text("\(items.count) items, \(labels.count) labels, \(note.count) characters") }
    }

    /// A view that owns a long list as `@State`.
    struct Pile: View {
        @State var items = (0..<5000).map(Item.init(id:))
        var body: some View { Text("\(items.count) items") }
    }

    static let catalog = ComponentCatalog(
        name: "Shelves",
        components: [
            ComponentDescriptor("Pile", summary: "a long list of its own") { _ in Pile() },
            ComponentDescriptor("Shelf", summary: "many items") { context in
                Shelf(
                    items: context.binding("items", default: [Item]()),
                    labels: context.binding("labels", default: [String: Int]()),
                    note: context.binding("note", default: ""))
            },
        ])

    func makeSUT() -> (WorkbenchSession, Locked<[String]>) {
        let printed = Locked<[String]>([])
        let output = SessionOutput(
            write: { text in printed.withLock { $0.append(text) } }, writeError: { _ in })
        return (WorkbenchSession(catalogs: [Self.catalog], output: output), printed)
    }

    @Test func longValues_areShownByTheirSize_withoutEncodingThem() async {
        let (session, printed) = makeSUT()
        let items = "[" + (0..<5000).map(String.init).joined(separator: ",") + "]"
        let labels = "{" + (0..<100).map { #""l\#($0)":\#($0)"# }.joined(separator: ",") + "}"
        let note = "\"" + String(repeating: "n", count: 5000) + "\""
        #expect(await session.execute("mount Shelf items=\(items) labels=\(labels) note=\(note)") == .succeeded)
        Item.encodings.withLock { $0 = 0 }

        #expect(await session.execute("state") == .succeeded)

        let state = printed.value.last ?? ""
        #expect(state.contains("items: Array<Item> = [5,000 items]"), "\(state)")
        #expect(state.contains("labels: Dictionary<String, Int> = {100 keys}"), "\(state)")
        #expect(
            state.contains(#"note: String = "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…" (5,000 characters)"#),
            "\(state)")
        #expect(Item.encodings.value == 0, "state encoded the items")
        session.unmount()
    }

    @Test func shortValues_areShownAsJSON() async {
        let (session, printed) = makeSUT()
        #expect(await session.execute(#"mount Shelf items=[1,2] labels={"a":1} note="hi""#) == .succeeded)

        #expect(await session.execute("state") == .succeeded)

        let state = printed.value.last ?? ""
        #expect(state.contains("items: Array<Item> = [1,2]"), "\(state)")
        #expect(state.contains(#"labels: Dictionary<String, Int> = {"a":1}"#), "\(state)")
        #expect(state.contains(#"note: String = "hi""#), "\(state)")
        session.unmount()
    }

    @Test func tree_showsStateValues_asStateDoes() async {
        let (session, printed) = makeSUT()
        #expect(await session.execute("mount Pile") == .succeeded)
        Item.encodings.withLock { $0 = 0 }

        #expect(await session.execute("state") == .succeeded)
        let state = printed.value.last ?? ""
        #expect(await session.execute("tree") == .succeeded)
        let tree = printed.value.last ?? ""

        #expect(state.contains("items: Array<Item> = [5,000 items]"), "\(state)")
        #expect(tree.contains("items=[5,000 items]"), "\(tree)")
        #expect(Item.encodings.value == 0, "tree or state encoded the items")
        session.unmount()
    }
}
