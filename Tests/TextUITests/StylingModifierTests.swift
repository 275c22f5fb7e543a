import Testing
import TextUI

@MainActor
@Suite struct StylingModifierTests {
    struct CardStyle: ViewModifier {
        func body(content: Content) -> some View {
            content
                .padding()
                .background(Color.gray.opacity(0.2))
                .clipShape(RoundedRectangle(cornerRadius: 8))
        }
    }

    struct Styled: View {
        @State var on = false
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title").font(.headline)
                HStack {
                    Image(systemName: "star.fill").imageScale(.small)
                    Text("8.5")
                }
                .foregroundStyle(.secondary)
                Label("2 films", systemImage: "film")
                    .labelStyle(.titleAndIcon)
                Toggle("On", isOn: $on).toggleStyle(.switch).tint(.red)
                Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large)
            }
            .padding(.horizontal, 8)
            .padding(.top)
            .padding(4)
            .frame(maxWidth: .infinity, alignment: .leading)
            .bold()
            .italic()
            .opacity(0.5)
            .animation(.default, value: on)
            .transition(.opacity)
            .accessibilityLabel("card")
            .modifier(CardStyle())
        }
    }

    @Test func stylingAndLayoutModifiers_renderTheContentUnchanged() {
        let host = ViewHost(Styled())
        #expect(
            host.render() == """
                Title
                8.5
                2 films
                [ ] On
                [ Go ]
                """
        )
    }

    @Test func styledControls_stayOperable() throws {
        let host = ViewHost(Styled())
        try host.toggle("On")
        #expect(host.render().contains("[x] On"))
    }

    @Test func colorsShapesAndImages_renderNothing() {
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.red
                Circle().fill(.blue)
                RoundedRectangle(cornerRadius: 4).stroke(.gray, lineWidth: 2)
                Image("poster").resizable().scaledToFit()
                Text("x")
            }
        )
        #expect(host.render() == "x")
    }

    @Test func imageInsideText_addsNothing() {
        #expect(ViewHost(Text("\(Image(systemName: "star")) 8.5")).render() == " 8.5")
    }

    @Test func overlay_rendersBelowTheContent_andBackgroundIsNotRendered() {
        let host = ViewHost(
            Text("content")
                .overlay { Text("badge") }
                .background { Text("behind") }
                .overlay(Capsule().stroke(.red))
        )
        #expect(host.render() == "content\nbadge")
    }

    @Test func background_isMounted() {
        var appeared = false
        let host = ViewHost(Text("x").background { Color.clear.onAppear { appeared = true } })
        #expect(host.render() == "x")
        #expect(appeared)
    }

    @Test func hidden_keepsTheViewMounted_andRendersNothing() {
        let host = ViewHost(
            VStack {
                Text("shown")
                Text("secret").hidden()
            }
        )
        #expect(host.render() == "shown")
        #expect(host.views(ofType: Text.self).count == 2)
    }

    @Test func textStillConcatenates_afterItsOwnModifiers() {
        let text =
            Text("a").bold() + Text("b").italic().foregroundStyle(.secondary) + Text("c").font(.caption)
            + Text("d").monospaced().fontDesign(.serif).kerning(1).tracking(1).baselineOffset(2)
        #expect(ViewHost(text).render() == "abcd")
    }

    // SwiftUI declares these on `Text` returning `Text` (Apple's `Text.accessibilityHeading(_:)`
    // page), so `+` still joins them.
    @Test func textsAccessibilityAndSpeechModifiers_returnText_thatStillConcatenates() {
        let text: Text =
            Text("Total").accessibilityHeading(.h2) + Text(": ").speechAlwaysIncludesPunctuation()
            + Text("3").speechSpellsOutCharacters().speechAdjustedPitch(0.2).speechAnnouncementsQueued()
            + Text(" kg").accessibilityTextContentType(.plain)
        #expect(ViewHost(text).render() == "Total: 3 kg")
    }

    @Test func firstTextBaseline_alignsTops() {
        let host = ViewHost(
            HStack(alignment: .firstTextBaseline) {
                Text("a\nb")
                Text("x")
            }
        )
        #expect(host.render() == "a x\nb")
    }

    @Test func inputHintsAndListAppearance_renderTheContentUnchanged() throws {
        struct Entry: View {
            @State var email = ""
            var body: some View {
                List {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.done)
                        .textFieldStyle(.roundedBorder)
                        .listRowSeparator(.hidden)
                        .listRowBackground(Color.clear)
                    Text("note").lineLimit(2).multilineTextAlignment(.center).textSelection(.enabled)
                        .accessibilityHint("a note").accessibilityIdentifier("note")
                }
                .listStyle(.insetGrouped)
                .scrollContentBackground(.hidden)
                .scrollDismissesKeyboard(.interactively)
            }
        }
        let host = ViewHost(Entry())
        try host.type("ada@example.com", into: "Email")
        #expect(host.render() == "Email: [ada@example.com]\nnote")
    }
}
