import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct InspectionTests {
    struct Score: Codable, Equatable {
        var points: Int
    }

    struct Player: View {
        let name: String
        @State var score = Score(points: 0)
        var body: some View { Text("\(name) \(score.points)") }
    }

    struct Board: View {
        @State var title = "Board"
        var body: some View {
            VStack {
                Text(title)
                Player(name: "ann")
                Player(name: "bob")
            }
        }
    }

    @Test func treeDump_showsTypesKeysAndState() {
        let host = ViewHost(Board())

        assertSnapshot(of: host.treeDump())
    }

    @Test func stateSlots_listPathsTypesAndValues_andAcceptJSON() throws {
        let host = ViewHost(Board())

        let slots = host.stateSlots
        #expect(
            slots.map(\.path) == [
                "Board.title", "Board/VStack/TupleView[0]/Player[1].score", "Board/VStack/TupleView[0]/Player[2].score",
            ])
        #expect(slots.map(\.typeName) == ["String", "Score", "Score"])
        #expect(slots.allSatisfy { $0.isCodable })
        #expect(slots[1].json() == #"{"points":0}"#)

        try host.setState(slots[2].path, json: #"{"points":7}"#)
        #expect(host.render() == "Board\nann 0\nbob 7")
    }

    @Test func setState_rejectsUnknownPathsAndBadValues_withoutChangingState() {
        let host = ViewHost(Board())

        #expect(throws: ViewHostError.self) { try host.setState("Board.nothing", to: 1) }
        #expect(throws: ViewHostError.invalidStateValue(path: "Board.title", reason: "not a JSON String")) {
            try host.setState("Board.title", json: "{")
        }
        #expect(throws: ViewHostError.invalidStateValue(path: "Board.title", reason: "expected String, got Int")) {
            try host.setState("Board.title", to: 3)
        }
        #expect(host.render() == "Board\nann 0\nbob 0")
    }

    @Test func findsViewsByTypeAndText() {
        let host = ViewHost(Board())

        #expect(host.views(ofType: Player.self).map(\.name) == ["ann", "bob"])
        #expect(host.views(containingText: "bob").first?.typeName == "Text")
        #expect(host.views(containingText: "bob").map(\.typeName).contains("Player"))
        #expect(host.texts() == ["Board", "ann 0", "bob 0"])
    }

    @Test func bodyEvaluationCounter_countsEachBody() {
        let host = ViewHost(Board())

        #expect(host.bodyEvaluationCount == 3)
        #expect(host.bodyEvaluationCount(of: Player.self) == 2)
    }
}

@MainActor
@Suite struct OptionalContentInspectionTests {
    struct Solo: View {
        let shows: Bool
        var body: some View {
            VStack {
                if shows {
                    Button("Solo") {}
                    Text("x")
                }
                if shows { Text("y") }
            }
        }
    }

    @Test func viewsInsideIfWithoutElse_areListedOnce() throws {
        let host = ViewHost(Solo(shows: true))

        #expect(host.texts() == ["Solo", "x", "y"])
        #expect(host.controls().map(\.label) == ["Solo"])
        #expect(host.views(ofType: Text.self).count == 3)
        try host.tap("Solo")
    }
}
