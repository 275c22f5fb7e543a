import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct RenderingTests {
    private func render<V: View>(@ViewBuilder _ content: () -> V) -> String {
        ViewHost(content()).render()
    }

    @Test func multilineText_rendersAsSeveralLines() {
        #expect(render { Text("one\ntwo") } == "one\ntwo")
    }

    @Test func hStack_centersShorterBlocksVertically_byDefault() {
        let rendered = render {
            HStack {
                Text("a\nb\nc")
                Text("mid")
            }
        }
        #expect(rendered == "a\nb mid\nc")
    }

    @Test func hStack_alignsToTopAndBottom() {
        let top = render {
            HStack(alignment: .top) {
                Text("a\nb")
                Text("x")
            }
        }
        let bottom = render {
            HStack(alignment: .bottom) {
                Text("a\nb")
                Text("x")
            }
        }
        #expect(top == "a x\nb")
        #expect(bottom == "a\nb x")
    }

    @Test func hStack_padsMultilineBlocksToTheirWidth() {
        let rendered = render {
            HStack(alignment: .top) {
                Text("long line\nx")
                Text("1\n2")
            }
        }
        #expect(rendered == "long line 1\nx         2")
    }

    @Test func vStack_stretchesDividers_andHonoursAlignment() {
        let rendered = render {
            VStack(alignment: .trailing) {
                Text("title")
                Divider()
                Text("a")
            }
        }
        #expect(rendered == "title\n─────\n    a")
    }

    @Test func wideCharacters_countAsTwoColumns() {
        let rendered = render {
            HStack(alignment: .top) {
                Text("千と千尋\nx")
                Text("|")
            }
        }
        #expect(rendered == "千と千尋 |\nx")
    }

    @Test func controls_andProgress_renderAsText() {
        let view = VStack {
            Button("Reload") {}
            Toggle("Favorites only", isOn: .constant(true))
            TextField("Search", text: .constant("ali"))
            SecureField("Key", text: .constant("abc"))
            ProgressView("Loading")
            ProgressView(value: 0.5)
            Spacer()
            EmptyView()
        }
        assertInlineSnapshot(of: view) {
            """
            [ Reload ]
            [x] Favorites only
            Search: [ali]
            Key: [•••]
            [...] Loading
            [#####-----] 50%
            """
        }
    }

    @Test func aFullScreen_rendersAsTheStoredSnapshot() {
        struct Screen: View {
            var body: some View {
                VStack {
                    HStack {
                        Text("Movies")
                        Button("Reload") {}
                    }
                    Divider()
                    List {
                        Section("Favorites") {
                            Text("Amélie (2001)\nA shy waitress decides to change lives.")
                        }
                        Section("All") {
                            ForEach(["Alien", "Heat", "千と千尋の神隠し"], id: \.self) { title in
                                HStack(alignment: .top) {
                                    Text(title)
                                    Toggle("Favorite", isOn: .constant(title == "Heat"))
                                }
                            }
                        }
                    }
                    .disabled(true)
                }
            }
        }
        assertSnapshot(of: Screen())
    }

    @Test func sections_haveHeaders_andListsLimitRows() {
        let host = ViewHost(
            List {
                Section("Favorites") {
                    Text("Alien")
                }
                Section("All") {
                    ForEach(1..<6) { Text("Movie \($0)") }
                }
            }
        )
        #expect(host.render(rowLimit: 4) == "── Favorites ──\nAlien\n── All ──\nMovie 1\n… 4 more")
        #expect(host.render().components(separatedBy: "\n").count == 8)
    }

    @Test func textInterpolation_supportsSpecifiers() {
        #expect(render { Text("rating \(8.456, specifier: "%.1f")") } == "rating 8.5")
    }

    @Test func groupsAndConditionals_areTransparent() {
        let flag = true
        let rendered = render {
            VStack {
                Group {
                    Text("a")
                    Text("b")
                }
                if flag { Text("yes") } else { Text("no") }
                AnyView(Text("any"))
            }
        }
        #expect(rendered == "a\nb\nyes\nany")
    }
}

@MainActor
@Suite struct TextInterpolationTests {
    @Test func textInsideText_showsItsContent() {
        #expect(ViewHost(Text("Hello \(Text("world").bold())!")).render() == "Hello world!")
    }

    @Test func doubles_areFormattedAsSwiftUIFormatsThem() {
        #expect(ViewHost(Text("Pi \(3.14159)")).render() == "Pi 3.141590")
        let name = "Ada"
        #expect(ViewHost(Text("Hi \(name), \(3) times")).render() == "Hi Ada, 3 times")
        #expect(ViewHost(Text(name)).render() == "Ada")
    }
}
