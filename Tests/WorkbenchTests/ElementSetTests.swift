import Catalog
import Locking
import Testing
import TextUI

@testable import Workbench

/// `set items[5].title "X"` on a catalog binding holding a long list writes that one element
/// through the runtime's element path (the element is encoded and decoded, never the whole list;
/// only its row is evaluated again), and the undo checkpoint keeps that element, not the list.
@MainActor
@Suite(.serialized) struct ElementSetTests {
    /// A payload each item holds: counts how many are alive, to see what undo keeps.
    final class Payload: Sendable {
        static let alive = Locked(0)
        init() { Self.alive.withLock { $0 += 1 } }
        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    /// An item that counts how often it is encoded and decoded.
    struct Item: Codable, Equatable, Identifiable, Sendable {
        static let encodings = Locked(0)
        static let decodings = Locked(0)
        static let comparisons = Locked(0)
        var id: Int
        var title: String
        let payload: Payload

        init(id: Int, title: String) {
            self.id = id
            self.title = title
            payload = Payload()
        }

        enum CodingKeys: CodingKey { case id, title }

        init(from decoder: Decoder) throws {
            Self.decodings.withLock { $0 += 1 }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try container.decode(Int.self, forKey: .id),
                title: try container.decode(String.self, forKey: .title))
        }

        func encode(to encoder: Encoder) throws {
            Self.encodings.withLock { $0 += 1 }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
        }

        static func == (left: Item, right: Item) -> Bool {
            comparisons.withLock { $0 += 1 }
            return left.id == right.id && left.title == right.title && left.payload === right.payload
        }
    }

    struct ItemRow: View {
        let item: Item
        var body: some View { Text("\(item.id): \(item.title)") }
    }

    /// A list of items with a button that gives every item a new payload (a write of the view's own).
    struct Shelf: View {
        @Binding var items: [Item]
        var body: some View {
            VStack {
                Button("Renew") { items = items.map { Item(id: $0.id, title: $0.title) } }
                List(items, rowContent: ItemRow.init)
            }
        }
    }

    nonisolated static let count = 1000

    static let catalog = ComponentCatalog(
        name: "Shelves",
        components: [
            ComponentDescriptor(
                "Shelf", summary: "many items",
                stories: [
                    ComponentStory("Many", summary: "a thousand items") {
                        [.binding("items", (0..<ElementSetTests.count).map { Item(id: $0, title: "item \($0)") })]
                    }
                ]
            ) { context in
                Shelf(items: context.binding("items", default: [Item]()))
            }
        ])

    func makeSUT() -> (WorkbenchSession, Locked<[String]>) {
        let errors = Locked<[String]>([])
        let output = SessionOutput(write: { _ in }, writeError: { text in errors.withLock { $0.append(text) } })
        var options = WorkbenchSession.Options()
        options.settleGrace = .milliseconds(50)
        return (WorkbenchSession(catalogs: [Self.catalog], options: options, output: output), errors)
    }

    private func items(in session: WorkbenchSession) throws -> [Item] {
        let mount = try session.requireMount()
        return try #require(try mount.component.value(of: "items") as? [Item])
    }

    private func renew(in host: ViewHost) throws {
        try host.tap("Renew")
        _ = host.render(rowLimit: 20)
    }

    @Test func settingOneElement_encodesAndDecodesThatElementOnly_andEvaluatesItsRowOnly() async throws {
        let (session, errors) = makeSUT()
        #expect(await session.execute("mount Shelf/Many") == .succeeded)
        let host = try session.requireMount().host
        Item.encodings.withLock { $0 = 0 }
        Item.decodings.withLock { $0 = 0 }
        let bodies = host.bodyEvaluationCount
        let rows = host.bodyEvaluationCount(of: ItemRow.self)

        #expect(await session.execute(#"set items[5].title "X""#) == .succeeded, "\(errors.value)")

        #expect(try items(in: session)[5].title == "X")
        #expect(Item.decodings.value == 1, "decoded \(Item.decodings.value) items")
        // The element read to edit it, and the old and new elements for the log.
        #expect(Item.encodings.value <= 3, "encoded \(Item.encodings.value) items")
        #expect(host.bodyEvaluationCount(of: ItemRow.self) - rows <= 1)
        #expect(host.bodyEvaluationCount - bodies <= 5, "\(host.bodyEvaluationCount - bodies) bodies")
        session.unmount()
    }

    /// What the set changed comes from the runtime (the element binding's write), for the log
    /// and for the undo checkpoint: no list is compared element by element.
    @Test func settingOneElement_comparesNoList() async throws {
        let (session, errors) = makeSUT()
        #expect(await session.execute("mount Shelf/Many") == .succeeded)
        Item.comparisons.withLock { $0 = 0 }

        #expect(await session.execute(#"set items[5].title "X""#) == .succeeded, "\(errors.value)")

        #expect(Item.comparisons.value < 10, "compared \(Item.comparisons.value) items")
        #expect(await session.execute("log 1") == .succeeded)
        #expect(await session.execute("undo") == .succeeded, "\(errors.value)")
        #expect(try items(in: session)[5].title == "item 5")
        session.unmount()
    }

    @Test func undoOfOneElementsSet_keepsThatElement_notTheWholeList() async throws {
        let (session, errors) = makeSUT()
        #expect(await session.execute("mount Shelf/Many") == .succeeded)
        let host = try session.requireMount().host
        // The items the component was mounted with stay alive with it (its root keeps them).
        let alive = Payload.alive.value
        try renew(in: host)
        #expect(await session.execute(#"set items[5].title "X""#) == .succeeded, "\(errors.value)")

        // The view replaces every item again (a write of its own, no checkpoint): what the set's
        // checkpoint holds of the list before it is all that keeps those items alive.
        try renew(in: host)
        await host.settle()
        let items6 = try items(in: session)[6]

        // The items now, and the one item the set replaced.
        #expect(Payload.alive.value - alive <= Self.count + 2, "\(Payload.alive.value - alive) more payloads alive")
        #expect(await session.execute("undo") == .succeeded, "\(errors.value)")
        let restored = try items(in: session)
        #expect(restored[5].title == "item 5")
        #expect(restored[6] == items6, "the items written since are kept")
        #expect(restored.count == Self.count)
        #expect(await session.execute("redo") == .succeeded, "\(errors.value)")
        #expect(try items(in: session)[5].title == "X")
        session.unmount()
    }
}
