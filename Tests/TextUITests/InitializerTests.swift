import Foundation
import Testing
import TextUI

@MainActor
@Suite struct InitializerTests {
    private func render<V: View>(@ViewBuilder _ content: () -> V) -> String {
        ViewHost(content()).render()
    }

    @Test func buttonsWithSymbolsAndRoles_renderTheirTitles() throws {
        var taps: [String] = []
        let title = "Share"
        let host = ViewHost(
            VStack {
                Button("Add", systemImage: "plus") { taps.append("add") }
                Button(title, systemImage: "square.and.arrow.up") { taps.append("share") }
                Button(title + " all", role: .destructive) { taps.append("all") }
                Button("Delete", systemImage: "trash", role: .destructive) { taps.append("delete") }
            }
        )
        #expect(host.render() == "[ Add ]\n[ Share ]\n[ Share all ]\n[ Delete ]")
        try host.tap("Add")
        try host.tap("Share all")
        try host.tap("Delete")
        #expect(taps == ["add", "all", "delete"])
    }

    @Test func toggleWithSymbol_rendersItsTitle() {
        #expect(render { Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true)) } == "[x] Wi-Fi")
    }

    @Test func sectionInitializers_inEveryOrder() {
        let rendered = render {
            VStack {
                Section(header: Text("H"), footer: Text("F")) { Text("row") }
                Section(footer: Text("only footer")) { Text("row 2") }
                Section {
                    Text("row 3")
                } footer: {
                    Text("footer 3")
                }
            }
        }
        #expect(rendered == "── H ──\nrow\nF\nrow 2\nonly footer\nrow 3\nfooter 3")
    }

    @Test func pickerWithALabelView_theOlderSpelling() throws {
        struct Screen: View {
            @State var sort = 0
            var body: some View {
                Picker(selection: $sort, label: Text("Sort")) {
                    Text("Title").tag(0)
                    Text("Year").tag(1)
                }
            }
        }
        let host = ViewHost(Screen())
        try host.select("Year", in: "Sort")
        #expect(host.render() == "Sort: ( ) Title (*) Year")
    }

    @Test func textFieldWithAxis_editsItsText() throws {
        struct Note: View {
            @State var text = ""
            var body: some View { TextField("Note", text: $text, axis: .vertical) }
        }
        let host = ViewHost(Note())
        try host.type("hello", into: "Note")
        #expect(host.render() == "Note: [hello]")
    }

    @Test func textFieldWithFormat_showsTheFormattedValue_andWritesWhatParses() throws {
        struct Order: View {
            @State var quantity = 3
            @State var discount: Double? = nil
            var body: some View {
                VStack {
                    TextField("Quantity", value: $quantity, format: .number)
                    TextField("Discount", value: $discount, format: .number)
                    Text("\(quantity) \(discount.map { "\($0)" } ?? "none")")
                }
            }
        }
        let host = ViewHost(Order())
        #expect(host.render() == "Quantity: [3]\nDiscount: []\n3 none")

        try host.type("12", into: "Quantity")
        try host.type("0.5", into: "Discount")
        #expect(host.render() == "Quantity: [12]\nDiscount: [0.5]\n12 0.5")

        try host.type("many", into: "Quantity")
        try host.type("", into: "Discount")
        #expect(host.render() == "Quantity: [12]\nDiscount: []\n12 none")
    }

    @Test func secureFieldWithALabelView_hidesItsText() throws {
        struct Login: View {
            @State var password = "abc"
            var body: some View { SecureField(text: $password, prompt: Text("required")) { Text("Password") } }
        }
        #expect(ViewHost(Login()).render() == "Password: [•••]")
    }

    @Test func progressViewsWithLabelViews() {
        #expect(render { ProgressView { Text("Loading") } } == "[...] Loading")
        #expect(render { ProgressView(value: 0.5) { Text("Upload") } } == "Upload [#####-----] 50%")
        let title = "Copy"
        #expect(render { ProgressView(title, value: 1.0, total: 4.0) } == "Copy [###-------] 25%")
    }

    @Test func textWithDateStyles() {
        let now = Date()
        #expect(
            render { Text(now.addingTimeInterval(2 * 3_600 + 23 * 60 + 30), style: .relative) } == "2 hours, 23 minutes"
        )
        #expect(render { Text(now.addingTimeInterval(-(3 * 60 + 30)), style: .offset) } == "-3 minutes")
        #expect(render { Text(now.addingTimeInterval(3 * 60 + 5.5), style: .timer) } == "3:05")
        let date = Date(timeIntervalSince1970: 0)
        #expect(render { Text(date, style: .date) } == date.formatted(date: .long, time: .omitted))
        #expect(render { Text(date, style: .time) } == date.formatted(date: .omitted, time: .shortened))
    }

    @Test func textFromAnAttributedString_andWithATable() {
        #expect(render { Text(AttributedString("plain")) } == "plain")
        #expect(render { Text("key", tableName: "Main", comment: "a comment") } == "key")
    }

    @Test func listWithOptionalSelection_marksTheSelectedRow() throws {
        struct Films: View {
            struct Film: Identifiable {
                let id: Int
                let title: String
            }
            let films = [Film(id: 1, title: "Alien"), Film(id: 2, title: "Heat")]
            @State var selection: Int? = 2
            var body: some View {
                VStack {
                    List(films, selection: $selection) { film in Text(film.title) }
                    Button("Select Alien") { selection = 1 }
                }
            }
        }
        let host = ViewHost(Films())
        #expect(host.render() == "  Alien\n> Heat\n[ Select Alien ]")

        try host.tap("Select Alien")

        #expect(host.render() == "> Alien\n  Heat\n[ Select Alien ]")
    }

    @Test func listWithSetSelection_marksTaggedRows_butNotPickerOptions() {
        struct Screen: View {
            @State var selection: Set<String> = ["a", "c"]
            @State var sort = 0
            var body: some View {
                List(selection: $selection) {
                    Text("a").tag("a")
                    Text("b").tag("b")
                    Text("c").tag("c")
                    Picker("Sort", selection: $sort) {
                        Text("x").tag(0)
                    }
                }
            }
        }
        #expect(ViewHost(Screen()).render() == "> a\n  b\n> c\nSort: (*) x")
    }

    @Test func listOfARange_rendersARowForEachInteger() {
        #expect(render { List(0..<3) { Text("row \($0)") } } == "row 0\nrow 1\nrow 2")
    }
}
