import Testing
import TextUI

/// `#Preview` bodies with `@Previewable` state: the preview makes a view that owns the state, so a
/// host that mounts it keeps the state and re-renders as it changes.
@MainActor
@Suite struct PreviewableTests {
    @Test func previewableState_isOwnedByThePreviewsView() throws {
        let preview = _textUIPreview(`PreviewableSamples.swift:13:1`: ())
        #expect(preview.name == "Counter")
        let host = ViewHost(preview.makeView())
        #expect(host.render() == "[ Count: 0 ]")

        try host.tap("Count: 0")
        try host.tap("Count: 1")

        #expect(host.render() == "[ Count: 2 ]")
        #expect(host.stateSlots.count == 1)
    }

    @Test func severalDeclarations_multilineValues_andOtherStatementsStayInTheBody() throws {
        let preview = _textUIPreview(`PreviewableSamples.swift:18:1`: ())
        #expect(preview.traits == [.sizeThatFitsLayout])
        let host = ViewHost(preview.makeView())

        try host.type("Alan", into: "New")
        try host.tap("Add")

        #expect(host.render() == "Names\nAda\nGrace\nAlan\nNew: []\n[ Add ]")
    }

    /// The preview's own view is not named in paths: its state reads as the preview writes it, and
    /// the views in it as if they were the preview's top.
    @Test func previewableState_isNamedAsThePreviewWritesIt() throws {
        let host = ViewHost(_textUIPreview(`PreviewableSamples.swift:13:1`: ()).makeView())
        var changed: [String] = []
        host.onStateChange = { changed.append($0.path) }

        try host.setState("count", to: 4)

        #expect(host.stateSlots.map(\.path) == ["count"])
        #expect(changed == ["count"])
        #expect(host.render() == "[ Count: 4 ]")
    }
}
