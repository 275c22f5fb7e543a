import Testing
import TextUI

/// A grid lays its rows out as a table; `ViewThatFits` shows the first view that fits 80 columns.
@MainActor
@Suite struct GridTests {
    @Test func gridRows_areTableRows_withColumnsAsWideAsTheirWidestCell() {
        let host = ViewHost(
            Grid(alignment: .leading) {
                GridRow {
                    Text("Film")
                    Text("Year")
                }
                Divider()
                GridRow {
                    Text("Alien")
                    Text("1979")
                }
                GridRow {
                    Text("Up")
                    Text("2009")
                }
            })
        #expect(
            host.render() == """
                Film  Year
                ──────────
                Alien 1979
                Up    2009
                """)
    }

    @Test func cellsAreCenteredByDefault_unlessTheirColumnSaysOtherwise() {
        let host = ViewHost(
            Grid {
                GridRow {
                    Text("Name").gridColumnAlignment(.leading)
                    Text("Score").gridColumnAlignment(.trailing)
                    Text("Rank")
                }
                GridRow {
                    Text("Ada")
                    Text("7")
                    Text("1")
                }
            })
        #expect(host.render() == "Name Score Rank\nAda      7  1")
    }

    @Test func aCellSpanningColumns_takesTheirWidth() {
        let host = ViewHost(
            Grid(alignment: .leading) {
                GridRow {
                    Text("a")
                    Text("b")
                    Text("c")
                }
                GridRow {
                    Text("wide title").gridCellColumns(2)
                    Text("z")
                }
                Text("across the whole grid")
            })
        #expect(
            host.render() == """
                a b        c
                wide title z
                across the whole grid
                """)
    }

    @Test func rowsMadeByForEach_andShortRows_fillTheTable() {
        let scores = [("Ada", 3), ("Grace", 12)]
        let host = ViewHost(
            Grid(alignment: .leading) {
                GridRow {
                    Text("Player")
                    Text("Points")
                    Text("Note")
                }
                ForEach(scores, id: \.0) { score in
                    GridRow {
                        Text(score.0)
                        Text("\(score.1)").gridCellAnchor(.trailing).gridCellUnsizedAxes(.horizontal)
                    }
                }
            })
        #expect(host.render() == "Player Points Note\nAda    3\nGrace  12")
    }

    @Test func viewThatFits_showsTheFirstViewThatFits() throws {
        struct Header: View {
            @State var taps = 0
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    Button(String(repeating: "wide ", count: 20)) { taps += 100 }
                    Button("Narrow \(taps)") { taps += 1 }
                }
            }
        }
        let host = ViewHost(Header())
        #expect(host.render() == "[ Narrow 0 ]")
        try host.tap("Narrow 0")
        #expect(host.render() == "[ Narrow 1 ]")
        #expect(host.controls().count == 1, "the views not chosen cannot be operated")
    }

    @Test func viewThatFits_fallsBackToTheLastView_andMeasuresLinesVertically() {
        let tall = ViewHost(
            ViewThatFits(in: .vertical) {
                VStack { ForEach(0..<30, id: \.self) { Text("\($0)") } }
                Text("summary")
            })
        #expect(tall.render() == "summary")
        let none = ViewHost(
            ViewThatFits {
                Text(String(repeating: "x", count: 90))
                Text(String(repeating: "y", count: 85))
            })
        #expect(none.render() == String(repeating: "y", count: 85))
        let first = ViewHost(
            ViewThatFits {
                Text("fits"); Text("never")
            })
        #expect(first.render() == "fits")
    }
}
