import Testing
import TextUI

@MainActor
@Suite struct ViewModifierTests {
    struct Titled: ViewModifier {
        let title: String
        func body(content: Content) -> some View {
            VStack {
                Text(title)
                content
            }
        }
    }

    struct Collapsible: ViewModifier {
        let name: String
        @State var isExpanded = false
        @Environment(\.isEnabled) var isEnabled

        func body(content: Content) -> some View {
            VStack {
                Button(isExpanded ? "Hide \(name)" : "Show \(name)") { isExpanded.toggle() }
                if isExpanded { content }
                if !isEnabled { Text("(locked)") }
            }
        }
    }

    struct Screen: View {
        @State var counter = 0
        var body: some View {
            VStack {
                Text("first").modifier(Collapsible(name: "first"))
                Text("second \(counter)").modifier(Collapsible(name: "second"))
            }
        }
    }

    @Test func modifier_wrapsItsContent() {
        let host = ViewHost(Text("body").modifier(Titled(title: "Title")))
        #expect(host.render() == "Title\nbody")
    }

    @Test func concatenatedModifiers_applyTheFirstInnermost() {
        let host = ViewHost(Text("body").modifier(Titled(title: "inner").concat(Titled(title: "outer"))))
        #expect(host.render() == "outer\ninner\nbody")
    }

    @Test func modifierState_isMountedPerApplication() throws {
        let host = ViewHost(Screen())
        #expect(host.render() == "[ Show first ]\n[ Show second ]")

        try host.tap("Show second")

        #expect(host.render() == "[ Show first ]\n[ Hide second ]\nsecond 0")
        #expect(host.stateSlots.map(\.name) == ["counter", "isExpanded", "isExpanded"])
    }

    @Test func modifierState_survivesItsContentChanging() throws {
        let host = ViewHost(Screen())
        try host.tap("Show second")
        host.resetBodyEvaluationCounts()

        try host.setState("Screen.counter", to: 7)

        #expect(host.render() == "[ Show first ]\n[ Hide second ]\nsecond 7")
        #expect(
            host.bodyEvaluationCount(of: ModifiedContent<Text, Collapsible>.self) == 1,
            "the first application's content and inputs did not change"
        )
    }

    @Test func modifierEnvironment_isConnected() {
        let host = ViewHost(Text("x").modifier(Collapsible(name: "x")).disabled(true))
        #expect(host.render() == "[ Show x ] (disabled)\n(locked)")
    }

    @Test func treeDump_namesTheModifier() {
        let host = ViewHost(Text("x").modifier(Titled(title: "T")))
        #expect(host.treeDump().hasPrefix("Titled\n"))
    }

    @Test func emptyModifier_changesNothing() {
        #expect(ViewHost(Text("x").modifier(EmptyModifier.identity)).render() == "x")
    }
}
