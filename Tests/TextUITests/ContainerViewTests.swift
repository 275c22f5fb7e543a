import Testing
import TextUI

@MainActor
@Suite struct ContainerViewTests {
    private func render<V: View>(@ViewBuilder _ content: () -> V) -> String {
        ViewHost(content()).render()
    }

    @Test func scrollView_rendersAllOfItsContent_asAColumn() {
        #expect(
            render {
                ScrollView {
                    Text("a"); Text("b")
                }
            } == "a\nb")
        #expect(
            render {
                ScrollView(.horizontal, showsIndicators: false) {
                    Text("a"); Text("b")
                }
            } == "a b")
    }

    @Test func scrollViewReader_givesAProxy_andRendersItsContent() {
        let rendered = render {
            ScrollViewReader { proxy in
                Button("Top") { proxy.scrollTo(1, anchor: .top) }
            }
        }
        #expect(rendered == "[ Top ]")
    }

    @Test func lazyStacks_renderAsStacks() {
        #expect(
            render {
                LazyVStack(alignment: .trailing) {
                    Text("long"); Text("x")
                }
            } == "long\n   x")
        #expect(
            render {
                LazyHStack {
                    Text("a"); Text("b")
                }
            } == "a b")
    }

    @Test func lazyVGrid_fillsRowsOfItsColumns() {
        let rendered = render {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(["one", "two", "three"], id: \.self) { Text($0) }
            }
        }
        #expect(rendered == "one   two\nthree")
    }

    @Test func lazyHGrid_fillsColumnsOfItsRows() {
        let rendered = render {
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
                ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            }
        }
        #expect(rendered == "a c\nb")
    }

    @Test func form_laysOutItsRowsLikeAList() {
        struct Settings: View {
            @State var on = true
            var body: some View {
                Form {
                    Section("General") {
                        Toggle("Sync", isOn: $on)
                    }
                    Text("footer")
                }
            }
        }
        #expect(ViewHost(Settings()).render() == "── General ──\n[x] Sync\nfooter")
        #expect(ViewHost(Settings()).render(rowLimit: 1) == "── General ──\n… 2 more")
    }

    @Test func labeledContent_rendersLabelColonValue() {
        #expect(render { LabeledContent("Rating", value: "8.5") } == "Rating: 8.5")
        #expect(render { LabeledContent("Year", value: 1979, format: .number.grouping(.never)) } == "Year: 1979")
        #expect(render { LabeledContent("Cast") { Text("Sigourney\nTom") } } == "Cast: Sigourney\n      Tom")
    }

    @Test func contentUnavailableView_rendersTitleDescriptionAndActions() {
        let rendered = render {
            ContentUnavailableView {
                Label("No Films", systemImage: "film")
            } description: {
                Text("Add one to start.")
            } actions: {
                Button("Add") {}
            }
        }
        #expect(rendered == "No Films\nAdd one to start.\n[ Add ]")
        #expect(render { ContentUnavailableView("Empty", systemImage: "tray") } == "Empty")
        #expect(
            render { ContentUnavailableView.search(text: "zz") }
                == "No Results for “zz”\nCheck the spelling or try a new search.")
    }

    @Test func disclosureGroup_expandsThroughTheHost_keepingItsOwnState() throws {
        let host = ViewHost(
            DisclosureGroup("More") {
                Text("first")
                Text("second")
            }
        )
        #expect(host.render() == "▸ More")

        try host.toggle("More")

        #expect(host.render() == "▾ More\n  first\n  second")
        #expect(host.controls().map(\.value) == ["expanded"])
    }

    @Test func disclosureGroup_followsItsBinding() throws {
        struct Screen: View {
            @State var expanded = true
            var body: some View {
                VStack {
                    DisclosureGroup("Details", isExpanded: $expanded) { Text("body") }
                    Text(expanded ? "open" : "closed")
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render() == "▾ Details\n  body\nopen")

        try host.toggle("Details")

        #expect(host.render() == "▸ Details\nclosed")
    }

    @Test func stepper_stepsItsValueWithinItsBounds() throws {
        struct Order: View {
            @State var quantity = 1
            var body: some View {
                Stepper("Quantity: \(quantity)", value: $quantity, in: 0...2)
            }
        }
        let host = ViewHost(Order())
        #expect(host.render() == "Quantity: 1 [-|+]")

        try host.increment("Quantity: 1")
        try host.increment("Quantity: 2")

        #expect(host.render() == "Quantity: 2 [-|+]")
        try host.decrement("quantity: 2")
        #expect(host.controls().map(\.value) == ["1"])
    }

    @Test func stepper_callsItsActions() throws {
        var log: [String] = []
        let host = ViewHost(Stepper("Volume", onIncrement: { log.append("up") }, onDecrement: { log.append("down") }))
        try host.increment("Volume")
        try host.decrement("Volume")
        #expect(log == ["up", "down"])
        #expect(host.controls().map(\.kind) == [.stepper])
    }

    @Test func slider_rendersItsValue_andMovesByItsStep() throws {
        struct Mixer: View {
            @State var volume = 0.5
            @State var bass = 2.0
            var body: some View {
                VStack {
                    Slider(value: $volume) { Text("Volume") }
                    Slider(value: $bass, in: 0...10, step: 2.5) { Text("Bass") }
                }
            }
        }
        let host = ViewHost(Mixer())
        #expect(host.render() == "Volume [=====-----] 0.5\nBass [==--------] 2")

        try host.increment("Volume")
        try host.increment("Bass")
        try host.decrement("Bass")
        try host.decrement("Bass")

        #expect(host.render() == "Volume [======----] 0.6\nBass [----------] 0")
        #expect(throws: ViewHostError.controlNotFound(kind: .stepper, label: "Treble", available: ["Volume", "Bass"])) {
            try host.increment("Treble")
        }
    }
}
