import Testing
import TextUI

/// The styles of labeled content, disclosure groups and control groups draw their views through
/// `makeBody(configuration:)`, as Apple documents
/// (https://developer.apple.com/documentation/swiftui/labeledcontentstyle,
/// https://developer.apple.com/documentation/swiftui/disclosuregroupstyle,
/// https://developer.apple.com/documentation/swiftui/controlgroupstyle): the configuration's
/// parts show where the body puts them, and the view made from the configuration draws as the
/// next style out does.
@MainActor
@Suite struct StyleConfigurationTests {
    struct ValueFirst: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.content
                Text("←")
                configuration.label
            }
        }
    }

    struct Bracketed: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text("[")
                LabeledContent(configuration)
                Text("]")
            }
        }
    }

    @Test func aLabeledContentStyle_drawsTheLabelAndContent_whereItsBodySays() {
        let rows = VStack {
            LabeledContent("Rating", value: "8.5").labeledContentStyle(ValueFirst())
            LabeledContent("Year", value: "1979").labeledContentStyle(Bracketed())
            LabeledContent("Cast", value: "Ada").labeledContentStyle(.automatic)
        }
        #expect(ViewHost(rows).render() == "8.5 ← Rating\n[ Year: 1979 ]\nCast: Ada")
    }

    struct Chevron: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                Button {
                    configuration.isExpanded.toggle()
                } label: {
                    HStack {
                        configuration.label
                        Text(configuration.isExpanded ? "(hide)" : "(show)")
                    }
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test func aDisclosureGroupStyle_showsTheContent_whenItsBodyExpandsTheGroup() throws {
        let host = ViewHost(
            DisclosureGroup("Cast") { Text("Ada") }.disclosureGroupStyle(Chevron()))
        #expect(host.render() == "[ Cast (show) ]")

        try host.tap("Cast (show)")

        #expect(host.render() == "[ Cast (hide) ]\nAda")
    }

    @Test func theAutomaticDisclosureGroupStyle_drawsTheGroupAsBefore() throws {
        let host = ViewHost(DisclosureGroup("Cast") { Text("Ada") }.disclosureGroupStyle(.automatic))
        #expect(host.render() == "▸ Cast")
        try host.toggle("Cast")
        #expect(host.render() == "▾ Cast\n  Ada")
    }

    struct Titled: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label
                ControlGroup(configuration)
            }
        }
    }

    @Test func aControlGroupStyle_showsTheLabel_andTheControlsFromTheConfiguration() throws {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack(alignment: .leading) {
                    ControlGroup("Edit") {
                        Button("Add") { count += 1 }
                        Button("Undo") {}
                    }
                    .controlGroupStyle(Titled())
                    ControlGroup("Menu") { Button("Cut") {} }.controlGroupStyle(.menu)
                    Text("\(count)")
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render() == "Edit\n[ Add ] [ Undo ]\n[ Cut ]\n0")

        try host.tap("Add")

        #expect(host.render().hasSuffix("\n1"))
    }
}
