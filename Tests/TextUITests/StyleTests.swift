import Testing
import TextUI

/// Custom styles draw their controls through `makeBody(configuration:)`, the controls stay operable
/// through the configuration, and the built-in styles keep each control's own text.
@MainActor
@Suite struct StyleTests {
    struct StarStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text("★")
                configuration.label
            }
        }
    }

    struct DimWhenDisabled: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                if !isEnabled { Text("(dim)") }
            }
        }
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Save") { count += 1 }
                    .buttonStyle(StarStyle())
                Button("Go") {}
                    .disabled(true)
                    .buttonStyle(DimWhenDisabled())
                Text("saved \(count)")
            }
        }
    }

    @Test func buttonStyle_drawsTheBody_andTheButtonIsTappedByItsLabel() throws {
        let host = ViewHost(Counter())
        #expect(host.render() == "[ ★ Save ]\n[ Go (dim) ] (disabled)\nsaved 0")

        try host.tap("Save")
        try host.tap("★")

        #expect(host.texts().last == "saved 2")
        #expect(host.controls().map(\.label) == ["Save", "Go"])
    }

    struct TapTextStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .onTapGesture { configuration.trigger() }
        }
    }

    struct InertStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
        }
    }

    struct AngleStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text("<")
                Button(configuration)
                Text(">")
            }
        }
    }

    struct Primitive: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button("Link") { log.append("link") }.buttonStyle(TapTextStyle())
                Button("Inert") { log.append("inert") }.buttonStyle(InertStyle())
                Button("Nested") { log.append("nested") }
                    .buttonStyle(AngleStyle())
                    .buttonStyle(StarStyle())
                Text(log.joined(separator: ","))
            }
        }
    }

    @Test func primitiveButtonStyle_drawsAndOperatesTheButton() throws {
        let host = ViewHost(Primitive())
        #expect(host.render() == "Link\nInert\n< [ ★ Nested ] >\n")

        try host.tap("Link")
        try host.tap("Nested")

        #expect(host.texts().last == "link,nested")
        #expect(throws: ViewHostError.self) { try host.tap("Inert") }
        #expect(host.controls().map(\.label) == ["Link", "Nested"], "only what the styles' bodies operate")
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Text(configuration.isOn ? "☑" : "☐")
                    configuration.label
                }
            }
        }
    }

    struct Subscription: View {
        @State var subscribed = false
        var body: some View {
            VStack {
                Toggle("Newsletter", isOn: $subscribed)
                    .toggleStyle(CheckboxStyle())
                Text(subscribed ? "subscribed" : "not subscribed")
            }
        }
    }

    @Test func toggleStyle_drawsTheBody_andItsButtonFlipsTheToggle() throws {
        let host = ViewHost(Subscription())
        #expect(host.render() == "[ ☐ Newsletter ]\nnot subscribed")

        try host.tap("Newsletter")
        #expect(host.render() == "[ ☑ Newsletter ]\nsubscribed")

        try host.toggle("Newsletter")
        #expect(host.render() == "[ ☐ Newsletter ]\nnot subscribed")
        #expect(host.controls().first { $0.kind == .toggle }?.value == "off")
    }

    struct BulletLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.icon
                Text("•")
                configuration.title
            }
        }
    }

    @Test func labelStyle_drawsTheBody() {
        let host = ViewHost(
            VStack {
                Label("Attendees", systemImage: "person.3").labelStyle(BulletLabelStyle())
                Label("Length", systemImage: "clock").labelStyle(.iconOnly)
            }
        )
        #expect(host.render() == "• Attendees\nLength")
    }

    struct ScrumProgressStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color.orange).frame(height: 20)
                ProgressView(configuration).tint(.black).padding(.horizontal)
            }
        }
    }

    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent done")
        }
    }

    @Test func progressViewStyle_drawsTheBody_andProgressViewOfConfigurationDrawsTheBar() {
        let host = ViewHost(
            VStack {
                ProgressView(value: 5, total: 10).progressViewStyle(ScrumProgressStyle())
                ProgressView("Upload", value: 0.25).progressViewStyle(PercentStyle())
            }
        )
        #expect(host.render() == "[#####-----] 50%\n25 percent done")
    }

    struct CardBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("##")
                    configuration.label
                }
                configuration.content
            }
        }
    }

    @Test func groupBox_drawsAFrame_andAGroupBoxStyleItsBody() {
        let box = GroupBox("Attendees") {
            Text("Ada")
            Text("Grace Hopper")
        }
        #expect(
            ViewHost(box).render() == """
                ╭─ Attendees ──╮
                │ Ada          │
                │ Grace Hopper │
                ╰──────────────╯
                """
        )
        #expect(ViewHost(box.groupBoxStyle(CardBoxStyle())).render() == "## Attendees\nAda\nGrace Hopper")
    }

    @Test func builtInStyles_keepEachControlsText() {
        let host = ViewHost(
            VStack {
                Button("Go") {}.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
                Toggle("On", isOn: .constant(true)).toggleStyle(.switch)
                Toggle("Button", isOn: .constant(false)).toggleStyle(.button)
                Label("Films", systemImage: "film").labelStyle(.titleAndIcon)
                ProgressView(value: 0.5).progressViewStyle(.linear)
                Button("Inner") {}.buttonStyle(.plain).buttonStyle(StarStyle())
            }
        )
        #expect(
            host.render() == """
                [ Go ]
                [ Plain ]
                [x] On
                [ ] Button
                Films
                [#####-----] 50%
                [ Inner ]
                """
        )
    }
}
