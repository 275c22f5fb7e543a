import Testing
import TextUI
import TextUITesting

/// A styled rendering has the plain rendering's text, with headings, a list's selected row and
/// disabled controls marked by their emphasis, in the columns where they show.
@MainActor
@Suite struct StyledRenderingTests {
    private typealias Segment = StyledLine.Segment

    private func styled<V: View>(rowLimit: Int? = nil, @ViewBuilder _ content: () -> V) -> [StyledLine] {
        ViewHost(content()).renderStyled(rowLimit: rowLimit)
    }

    @Test func styledLines_haveThePlainRenderingsText() {
        struct Screen: View {
            @State var selection: Int? = 2
            var body: some View {
                NavigationStack {
                    VStack(alignment: .center) {
                        Text("Films").font(.headline)
                        HStack {
                            Text("a\nb").bold()
                            Button("Go") {}.disabled(true)
                        }
                        List(selection: $selection) {
                            Section("Seen") {
                                Text("Alien").tag(1)
                                Text("Heat").bold().tag(2)
                            }
                        }
                    }
                    .navigationTitle("Library")
                }
            }
        }
        let host = ViewHost(Screen())

        #expect(host.renderStyled().map(\.text).joined(separator: "\n") == host.render())
        #expect(host.renderStyled(rowLimit: 1).map(\.text).joined(separator: "\n") == host.render(rowLimit: 1))
    }

    @Test func headlineAndTitleFonts_andBoldText_areStrong() {
        let lines = styled {
            VStack {
                Text("Movies").font(.title)
                Text("Top rated").font(.headline)
                Text("Heat").bold()
                Text("Alien").fontWeight(.semibold)
                Text("plain").font(.body)
            }
        }

        #expect(
            lines == [
                StyledLine([Segment("Movies", emphasis: [.strong])]),
                StyledLine([Segment("Top rated", emphasis: [.strong])]),
                StyledLine([Segment("Heat", emphasis: [.strong])]),
                StyledLine([Segment("Alien", emphasis: [.strong])]),
                StyledLine([Segment("plain")]),
            ]
        )
    }

    @Test func aNavigationTitle_andASectionHeader_areStrong() {
        let lines = styled {
            NavigationStack {
                List {
                    Section("Seen") { Text("Alien") }
                }
                .navigationTitle("Films")
            }
        }

        #expect(
            lines == [
                StyledLine([Segment("Films", emphasis: [.strong])]),
                StyledLine([Segment("═════", emphasis: [.strong])]),
                StyledLine([Segment("── Seen ──", emphasis: [.strong])]),
                StyledLine([Segment("Alien")]),
            ]
        )
    }

    @Test func theSelectedRowOfAList_isSelected_fromItsMarker() {
        struct Films: View {
            @State var selection: Int? = 2
            var body: some View {
                List(selection: $selection) {
                    Text("Alien").tag(1)
                    Text("Heat").bold().tag(2)
                }
            }
        }

        #expect(
            ViewHost(Films()).renderStyled() == [
                StyledLine([Segment("  Alien")]),
                StyledLine([Segment("> ", emphasis: [.selected]), Segment("Heat", emphasis: [.selected, .strong])]),
            ]
        )
    }

    @Test func aDisabledControl_isDisabled_andAnEnabledOneIsPlain() {
        let lines = styled {
            HStack {
                Button("Save") {}
                Button("Reload") {}.disabled(true)
            }
        }

        #expect(
            lines == [StyledLine([Segment("[ Save ] "), Segment("[ Reload ] (disabled)", emphasis: [.disabled])])]
        )
    }

    @Test func emphasisMovesWithItsText_whenStacksAlignAndIndentIt() {
        let lines = styled {
            VStack(alignment: .trailing) {
                Text("long line")
                HStack {
                    Text("1")
                    Text("ab").bold()
                }
            }
        }

        #expect(
            lines == [
                StyledLine([Segment("long line")]),
                StyledLine([Segment("     1 "), Segment("ab", emphasis: [.strong])]),
            ]
        )
    }

    @Test func emphasisOfWideCharacters_countsTheirColumns() {
        let lines = styled {
            HStack {
                Text("日本")
                Text("x").bold()
            }
        }

        #expect(lines == [StyledLine([Segment("日本 "), Segment("x", emphasis: [.strong])])])
    }

    @Test func theRowsOfALongList_keepTheirEmphasis_inEveryGroup() {
        let lines = styled {
            List(0..<1200) { index in
                Text("row \(index)").bold(index % 600 == 0)
            }
        }

        let strong = lines.enumerated().filter { $0.element.segments.first?.emphasis == [.strong] }.map(\.offset)
        #expect(strong == [0, 600])
        #expect(lines.count == 1200)
    }

    @Test func plainRendering_isUnchangedByEmphasis() {
        let host = ViewHost(
            VStack {
                Text("Films").font(.largeTitle)
                Button("Reload") {}.disabled(true)
            }
        )

        #expect(host.render() == "Films\n[ Reload ] (disabled)")
    }
}

/// A styled line cut to a width keeps what fits, counting display columns, and ends with `…`.
@Suite struct StyledLineTruncationTests {
    private typealias Segment = StyledLine.Segment

    @Test func aLineThatFits_isUnchanged() {
        let line = StyledLine([Segment("Heat", emphasis: [.strong])])
        #expect(line.truncated(toColumns: 4) == line)
    }

    @Test func aLongerLine_keepsItsStartAndEmphasis_andEndsWithAnEllipsis() {
        let line = StyledLine([Segment("> "), Segment("Heat 1995", emphasis: [.strong])])
        #expect(
            line.truncated(toColumns: 6)
                == StyledLine([Segment("> "), Segment("Hea", emphasis: [.strong]), Segment("…")]))
    }

    @Test func wideCharacters_countTwoColumns_andAreNotSplit() {
        let line = StyledLine([Segment("日本語")])
        #expect(line.columns == 6)
        #expect(line.truncated(toColumns: 4) == StyledLine([Segment("日"), Segment("…")]))
    }
}
