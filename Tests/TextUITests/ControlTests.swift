import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct ControlTests {
    enum Sort: String, CaseIterable, Hashable {
        case title, year
    }

    struct Form: View {
        @State var name = ""
        @State var subscribed = false
        @State var sort = Sort.title
        @State var taps = 0
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                Toggle("Subscribed", isOn: $subscribed)
                Picker("Sort", selection: $sort) {
                    ForEach(Sort.allCases, id: \.self) { sort in
                        Text(sort.rawValue.capitalized).tag(sort)
                    }
                }
                Button("Save") { taps += 1 }
                    .disabled(name.isEmpty)
                Text("saved \(taps)")
            }
        }
    }

    @Test func controls_operateTheirBindings() throws {
        let host = ViewHost(Form())

        try host.type("Ada", into: "Name")
        try host.toggle("Subscribed")
        try host.select("Year", in: "Sort")
        try host.tap("Save")

        #expect(
            host.render() == """
                Name: [Ada]
                [x] Subscribed
                Sort: ( ) Title (*) Year
                [ Save ]
                saved 1
                """
        )
    }

    @Test func select_acceptsATagsDescription_andTagValues() throws {
        let host = ViewHost(Form())

        try host.select("year", in: "Sort")
        #expect(host.controls().first { $0.kind == .picker }?.value == "Year")
        try host.select(tag: Sort.title, in: "Sort")
        #expect(host.controls().first { $0.kind == .picker }?.value == "Title")
    }

    @Test func disabledControl_rendersAsDisabled_andRefusesTaps() {
        let host = ViewHost(Form())

        #expect(host.render().contains("[ Save ] (disabled)"))
        #expect(throws: ViewHostError.controlDisabled(kind: .button, label: "Save")) {
            try host.tap("Save")
        }
        #expect(host.render().contains("saved 0"))
    }

    @Test func missingControl_throwsAndNamesWhatExists() {
        let host = ViewHost(Form())

        #expect(throws: ViewHostError.controlNotFound(kind: .button, label: "Delete", available: ["Save"])) {
            try host.tap("Delete")
        }
        #expect(throws: ViewHostError.controlNotFound(kind: .toggle, label: "Name", available: ["Subscribed"])) {
            try host.toggle("Name")
        }
        let error = ViewHostError.controlNotFound(kind: .button, label: "Delete", available: ["Save"])
        #expect(error.description == #"no button labelled "Delete" (found: "Save")"#)
    }

    @Test func missingPickerOption_throwsWithTheOptions() {
        let host = ViewHost(Form())

        #expect(throws: ViewHostError.optionNotFound(picker: "Sort", option: "Rating", available: ["Title", "Year"])) {
            try host.select("Rating", in: "Sort")
        }
    }

    struct Twins: View {
        var body: some View {
            HStack {
                Button("Go") {}
                Button("Go") {}
            }
        }
    }

    @Test func ambiguousControl_throws() {
        let host = ViewHost(Twins())

        #expect(throws: ViewHostError.ambiguousControl(kind: .button, label: "Go", candidates: ["Go", "Go"])) {
            try host.tap("Go")
        }
    }

    @Test func unmountedHost_throwsNotMounted() {
        let host = ViewHost(Twins())
        host.unmount()

        #expect(throws: ViewHostError.notMounted) { try host.tap("Go") }
    }

    @Test func controls_listKindsLabelsValuesAndOptions() {
        let host = ViewHost(Form())

        let controls = host.controls()

        #expect(controls.map(\.kind) == [.textField, .toggle, .picker, .button])
        #expect(controls.map(\.label) == ["Name", "Subscribed", "Sort", "Save"])
        #expect(controls.map(\.value) == ["", "off", "Title", nil])
        #expect(controls[2].options == ["Title", "Year"])
        #expect(controls.map(\.isEnabled) == [true, true, true, false])
    }

    struct VariableBound: View {
        @Binding var text: String
        var body: some View { TextField("Text", text: $text) }
    }

    @Test func typing_intoAFieldBoundToAPlainVariable_showsTheNewText() throws {
        let text = Binding.variable("")
        let host = ViewHost(VariableBound(text: text))

        try host.type("hello", into: "Text")

        #expect(text.wrappedValue == "hello")
        #expect(host.render() == "Text: [hello]")
    }
}

@MainActor
@Suite struct PickerImplicitTagTests {
    enum Sort: String, CaseIterable, Identifiable {
        case title, year
        var id: Self { self }
    }

    struct Sorter: View {
        @State var sort = Sort.title
        var body: some View {
            Picker("Sort", selection: $sort) {
                ForEach(Sort.allCases) { Text($0.rawValue.capitalized) }
            }
        }
    }

    @Test func forEachRowsWithoutTags_areTaggedWithTheirIDs() throws {
        let host = ViewHost(Sorter())

        try host.select("Year", in: "Sort")

        #expect(host.render() == "Sort: ( ) Title (*) Year")
    }
}
