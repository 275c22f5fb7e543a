import Testing
import TextUI

/// The host finds controls as people do: by what they show, their accessibility label or
/// identifier, or a text inside them; exact matches win, and an ambiguous name lists the candidates.
@MainActor
@Suite struct FindingControlsTests {
    struct Toolbar: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button {
                    log.append("new")
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Scrum")
                Button {
                    log.append("attendee")
                } label: {
                    Image(systemName: "person.badge.plus").accessibilityLabel("Add Attendee")
                }
                Button {
                    log.append("trash")
                } label: {
                    Image(systemName: "trash")
                }
                Button("Share") { log.append("share") }
                    .accessibilityLabel("Share the scrum")
                    .accessibilityIdentifier("share-button")
                Text(log.joined(separator: ","))
            }
        }
    }

    @Test func imageOnlyControls_showTheirAccessibilityLabel_orTheImageName() {
        #expect(
            ViewHost(Toolbar()).render() == """
                [ New Scrum ]
                [ Add Attendee ]
                [ trash ]
                [ Share ]

                """
        )
    }

    @Test func controls_areFoundByTheirAccessibilityLabelsAndIdentifiers() throws {
        let host = ViewHost(Toolbar())

        try host.tap("New Scrum")
        try host.tap("Add Attendee")
        try host.tap("trash")
        try host.tap("Share the scrum")
        try host.tap("share-button")
        try host.tap("Share")

        #expect(host.texts().last == "new,attendee,trash,share,share,share")
    }

    @Test func aDecorativeImage_givesNoName() {
        let host = ViewHost(
            Button {
            } label: {
                Image(decorative: "flourish")
            })
        #expect(host.render() == "[  ]")
    }

    struct Card: View {
        let title: String
        let attendees: Int
        let minutes: Int
        var body: some View {
            VStack(alignment: .leading) {
                Text(title)
                HStack {
                    Label("\(attendees)", systemImage: "person.3")
                    Label("\(minutes)", systemImage: "clock")
                }
            }
        }
    }

    struct Scrums: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(destination: Text("Design detail")) {
                        Card(title: "Design", attendees: 4, minutes: 10)
                    }
                    NavigationLink(destination: Text("Review detail")) {
                        Card(title: "Review", attendees: 4, minutes: 3)
                    }
                }
            }
        }
    }

    @Test func aTextInsideALink_tapsTheLink() throws {
        let host = ViewHost(Scrums())

        try host.tap("Design")

        #expect(host.render().contains("Design detail"))
    }

    @Test func aTextInsideSeveralControls_isAmbiguous_andTheErrorListsThem() {
        let host = ViewHost(Scrums())
        let expected = ViewHostError.ambiguousControl(
            kind: .button, label: "4", candidates: ["Design 4 10", "Review 4 3"])

        #expect(throws: expected) { try host.tap("4") }
        #expect(expected.description.contains("(\"Design 4 10\", \"Review 4 3\")"))
    }

    struct Lookalikes: View {
        @State var tapped = ""
        var body: some View {
            VStack {
                Button("Save As") { tapped = "save as" }
                Button("Save") { tapped = "save" }
                Button("design") { tapped = "lowercase design" }
                Button {
                    tapped = "card"
                } label: {
                    VStack {
                        Text("Design")
                        Text("Sprint review")
                    }
                }
                Text("tapped \(tapped)")
            }
        }
    }

    @Test func exactMatchesWin() throws {
        let host = ViewHost(Lookalikes())

        try host.tap("Save")
        #expect(host.texts().last == "tapped save")

        try host.tap("Design")  // exactly a text inside the card, only a case-insensitive label elsewhere
        #expect(host.texts().last == "tapped card")

        try host.tap("DESIGN")  // ignoring case, the label wins over the text inside
        #expect(host.texts().last == "tapped lowercase design")
    }

    struct Pair: View {
        @State var taps = 0
        var body: some View {
            HStack {
                Button("One") { taps += 1 }
                Button("Two") { taps += 10 }
                Text("\(taps)")
            }
            .accessibilityLabel("pair")
        }
    }

    @Test func aLabelOnSeveralViews_namesNoneOfThem() {
        let host = ViewHost(Pair())

        #expect(throws: ViewHostError.controlNotFound(kind: .button, label: "pair", available: ["One", "Two"])) {
            try host.tap("pair")
        }
    }

    struct Recorder: View {
        @State var isRecording = false
        var body: some View {
            VStack {
                Button {
                } label: {
                    Image(systemName: "record.circle")
                }
                .accessibilityLabel(isRecording ? "Stop" : "Record")
                Toggle("Recording", isOn: $isRecording)
            }
        }
    }

    @Test func aChangedAccessibilityLabel_isShown() throws {
        let host = ViewHost(Recorder())
        #expect(host.render() == "[ Record ]\n[ ] Recording")

        try host.toggle("Recording")

        #expect(host.render() == "[ Stop ]\n[x] Recording")
    }

    @Test func viewsIdentifiedBy_findsAnyView() {
        let host = ViewHost(
            VStack {
                Text("Total: 3").accessibilityIdentifier("total")
                Text("Other")
            }
        )

        #expect(host.views(identifiedBy: "total").map(\.text) == ["Total: 3"])
        #expect(host.views(identifiedBy: "total").map(\.typeName) == ["Text"])
        #expect(host.views(identifiedBy: "missing").isEmpty)
    }
}
