import Testing
import TextUI

/// A `Picker` whose options come from a `ForEach`, in a `List`'s section, shows its options
/// from the first rendering and can be chosen at once (they were missing until something else
/// in the list changed).
@MainActor
@Suite struct PickerInListTests {
    enum Filter: String, CaseIterable, Identifiable {
        case all, open, done
        var id: Self { self }
    }

    struct Todos: View {
        @State var filter = Filter.all
        @State var titles = ["Milk", "Bread"]
        var body: some View {
            List {
                Section {
                    Picker("Filter", selection: $filter) {
                        ForEach(Filter.allCases) { filter in
                            Text(filter.rawValue.capitalized).tag(filter)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Todos") {
                    ForEach(titles, id: \.self) { Text($0) }
                }
            }
        }
    }

    @Test func forEachOptionsInAListSection_showFromTheFirstRendering() {
        let host = ViewHost(Todos())

        #expect(host.render().contains("Filter: (*) All ( ) Open ( ) Done"), "\(host.render())")
    }

    @Test func forEachOptionsInAListSection_canBeSelectedAtOnce() throws {
        let host = ViewHost(Todos())

        try host.select("Open", in: "Filter")

        #expect(host.render().contains("Filter: ( ) All (*) Open ( ) Done"), "\(host.render())")
    }
}
