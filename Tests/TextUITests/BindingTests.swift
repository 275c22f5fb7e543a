import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct BindingTests {
    struct Profile: Equatable {
        var name: String
        var address: Address
    }

    struct Address: Equatable {
        var city: String
    }

    @Test func subBindings_readAndWriteNestedProperties() {
        let profile = Binding.variable(Profile(name: "Ada", address: Address(city: "London")))

        let city = profile.address.city
        city.wrappedValue = "Paris"
        profile.name.wrappedValue = "Grace"

        #expect(profile.wrappedValue == Profile(name: "Grace", address: Address(city: "Paris")))
        #expect(city.wrappedValue == "Paris")
    }

    @Test func constant_ignoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
    }

    struct Editor: View {
        @Binding var text: String
        var body: some View { TextField("Text", text: $text) }
    }

    @Test func bindingWrapper_projectsAndInitializesFromAProjectedValue() {
        let text = Binding.variable("a")
        let editor = Editor(text: text)

        editor.text = "b"
        let reprojected = Binding(projectedValue: editor.$text)
        reprojected.wrappedValue += "c"

        #expect(text.wrappedValue == "bc")
    }

    @Test func optionalBindings_unwrapAndWrap() {
        let optional = Binding<Int?>.variable(1)
        let unwrapped = Binding(optional)
        unwrapped?.wrappedValue = 2
        #expect(optional.wrappedValue == 2)
        #expect(Binding(Binding<Int?>.variable(nil)) == nil)

        let plain = Binding.variable(5)
        let wrapped = Binding<Int?>(plain)
        wrapped.wrappedValue = nil
        wrapped.wrappedValue = 6
        #expect(plain.wrappedValue == 6)
    }

    @Test func collectionBinding_isACollectionOfElementBindings() {
        let numbers = Binding.variable([1, 2, 3])

        for element in numbers {
            element.wrappedValue *= 10
        }

        #expect(numbers.wrappedValue == [10, 20, 30])
        #expect(numbers.count == 3)
    }

    struct Item: Identifiable, Equatable {
        let id: String
        var done: Bool
    }

    struct Checklist: View {
        @Binding var items: [Item]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Toggle(item.id, isOn: $item.done)
                }
            }
        }
    }

    struct ChecklistOwner: View {
        @State var items = [Item(id: "milk", done: false), Item(id: "eggs", done: false)]
        var body: some View { Checklist(items: $items) }
    }

    @Test func forEachOverABinding_writesThroughElementBindings() throws {
        let host = ViewHost(ChecklistOwner())

        try host.toggle("eggs")

        #expect(host.render() == "[ ] milk\n[x] eggs")
    }

    @Test func elementBindings_followTheirElementAfterAReorder() {
        let items = Binding.variable([Item(id: "a", done: false), Item(id: "b", done: false)])
        var rowBindings: [String: Binding<Item>] = [:]
        let list = Checklist(items: items)
        let rows = ForEach(list.$items) { binding in Text(binding.wrappedValue.id) }
        for row in rows.data {
            rowBindings[row.wrappedValue.id] = row
        }

        items.wrappedValue.reverse()
        rowBindings["a"]?.wrappedValue.done = true

        #expect(items.wrappedValue == [Item(id: "b", done: false), Item(id: "a", done: true)])
        #expect(rowBindings["b"]?.wrappedValue.id == "b")
    }

    @Test func elementBinding_afterItsElementIsRemoved_readsLastValueAndIgnoresWrites() {
        let items = Binding.variable([Item(id: "a", done: false), Item(id: "b", done: false)])
        let rows = Array(ForEach(items) { Text($0.wrappedValue.id) }.data)

        items.wrappedValue.removeFirst()
        rows[0].wrappedValue.done = true

        #expect(rows[0].wrappedValue == Item(id: "a", done: false))
        #expect(items.wrappedValue == [Item(id: "b", done: false)])
    }
}
