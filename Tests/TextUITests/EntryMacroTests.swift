import Testing
import TextUI
import TextUIMacroDeclarations

extension EnvironmentValues {
    @Entry var entryAccent: String = "blue"
    @Entry var entryLimit = 3
    @Entry var entrySelection: Int?
}

/// Reads the entries declared with `@Entry` above.
private struct EntryReader: View {
    @Environment(\.entryAccent) private var accent
    @Environment(\.entryLimit) private var limit
    @Environment(\.entrySelection) private var selection

    var body: some View {
        Text("\(accent) \(limit) \(selection.map(String.init) ?? "none")")
    }
}

/// `@Entry` declares environment values as SwiftUI's macro does: the initial value is the default,
/// and `environment(_:_:)` sets them for a subtree.
@MainActor
@Suite struct EntryMacroTests {
    @Test func entries_haveTheirInitialValuesAsDefaults() {
        #expect(ViewHost(EntryReader()).render() == "blue 3 none")
        #expect(EnvironmentValues().entryLimit == 3)
    }

    @Test func entries_areSetForASubtree() {
        let host = ViewHost(
            VStack {
                EntryReader().environment(\.entryAccent, "red").environment(\.entrySelection, 7)
                EntryReader()
            })
        #expect(host.render() == "red 3 7\nblue 3 none")
    }

    @Test func entries_areWritableProperties() {
        var values = EnvironmentValues()
        values.entryLimit = 9
        #expect(values.entryLimit == 9)
        #expect(values.entryAccent == "blue")
    }
}
