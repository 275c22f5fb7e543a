import Testing
import TextUI

/// `ForEach(data, id: keyPath)` identifies rows by what the key path reads, whatever kind of key
/// path it is: a stored property (read from the element's bytes), a nested stored property, a
/// tuple's element, a computed property, a class's property. A row's `@State` follows its id when
/// the elements are reordered (SwiftUI's `ForEach` documentation: "the identity of each element").
@MainActor
@Suite struct KeyPathRowIDTests {
    struct Info: Equatable {
        let key: String
    }

    /// The id is not the first property: read from the wrong place, a row would take its title as
    /// its id (and lose its state when the title changes).
    struct Item: Equatable {
        var title: String
        let info: Info
        var computedKey: String { "key-" + info.key }
    }

    final class Box {
        let id: Int
        let title: String
        init(id: Int, title: String) {
            (self.id, self.title) = (id, title)
        }
    }

    /// A row with state of its own: taps count per row.
    struct Counter: View {
        let title: String
        @State var taps = 0
        var body: some View {
            Button("\(title): \(taps)") { taps += 1 }
        }
    }

    enum Identification {
        case nested, computed
    }

    struct Items: View {
        @State var items: [Item]
        let identification: Identification
        var body: some View {
            VStack {
                switch identification {
                case .nested:
                    ForEach(items, id: \.info.key) { Counter(title: $0.title) }
                case .computed:
                    ForEach(items, id: \.computedKey) { Counter(title: $0.title) }
                }
            }
        }
    }

    static let items = ["a", "b", "c"].map {
        Item(title: $0, info: Info(key: "\($0)-\(String(repeating: "k", count: 20))"))
    }

    @Test(arguments: [Identification.nested, .computed])
    func rowState_followsItsIdWhenReordered(_ identification: Identification) throws {
        let host = ViewHost(Items(items: Self.items, identification: identification))
        try host.tap("b: 0")
        try host.tap("b: 1")
        #expect(host.render() == "[ a: 0 ]\n[ b: 2 ]\n[ c: 0 ]")

        let items = try #require(host.root(as: Items.self)).$items
        items.wrappedValue.reverse()

        #expect(host.render() == "[ c: 0 ]\n[ b: 2 ]\n[ a: 0 ]")
        items.wrappedValue[1].title = "B"
        #expect(host.render() == "[ c: 0 ]\n[ B: 2 ]\n[ a: 0 ]")
    }

    struct Enumerated: View {
        @State var titles: [String]
        var body: some View {
            List {
                ForEach(Array(titles.enumerated()), id: \.offset) { offset, title in
                    Text("\(offset + 1). \(title)")
                }
            }
        }
    }

    @Test func tupleOffsets_identifyRows() throws {
        let host = ViewHost(Enumerated(titles: ["first", "second", "third"]))
        #expect(host.render() == "1. first\n2. second\n3. third")

        let titles = try #require(host.root(as: Enumerated.self)).$titles
        titles.wrappedValue.move(fromOffsets: [2], toOffset: 0)
        titles.wrappedValue[1] = "changed"

        #expect(host.render() == "1. third\n2. changed\n3. second")
    }

    struct Boxes: View {
        let boxes: [Box]
        var body: some View {
            VStack {
                ForEach(boxes, id: \.id) { Text("\($0.id) \($0.title)") }
            }
        }
    }

    @Test func classProperty_identifiesRows() {
        let host = ViewHost(Boxes(boxes: [Box(id: 2, title: "two"), Box(id: 1, title: "one")]))
        #expect(host.render() == "2 two\n1 one")
    }
}
