import Testing
import TextUI

/// Every `#Preview` declares a `Preview` named by its file, line and column, which mounts in a host
/// like any view and keeps the name, location and traits it was written with.
@MainActor
@Suite struct PreviewMacroTests {
    @Test func preview_withoutName_mountsItsViewWithState() throws {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:15:1`: ())
        let host = ViewHost(preview.makeView())

        try host.tap("Count 0")

        #expect(host.render() == "[ Count 1 ]")
        #expect(preview.name == nil)
        #expect(preview.traits.isEmpty)
    }

    @Test func preview_keepsItsNameAndWhereItWasWritten() {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:19:1`: ())

        #expect(preview.name == "Setup before the view")
        #expect(preview.fileID == "TextUITests/PreviewMacroSamples.swift")
        #expect(preview.line == 19)
        #expect(preview.column == 1)
    }

    @Test func preview_bodyMayDeclareLocalValuesBeforeItsView() {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:19:1`: ())

        #expect(ViewHost(preview.makeView()).render() == "Hello, Ada and Grace")
    }

    @Test func preview_withTraits_recordsThemAndRendersTheView() {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:25:1`: ())

        #expect(preview.traits == [PreviewTrait.sizeThatFitsLayout, .landscapeLeft])
        #expect(ViewHost(preview.makeView()).render() == "first\nsecond")
    }

    @Test func preview_withBodyAsAnArgument_mounts() throws {
        let host = ViewHost(_textUIPreview(`PreviewMacroSamples.swift:32:1`: ()).makeView())

        try host.toggle("On")

        #expect(host.render() == "[x] On")
    }

    @Test func preview_afterAComment_isNamedByTheColumnOfItsPoundSign() {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:34:24`: ())

        #expect(preview.column == 24)
        #expect(preview.traits.map { $0.description } == ["fixedLayout(width: 320.0, height: 200.0)"])
        #expect(ViewHost(preview.makeView()).render() == "brace { in a } string")
    }

    @Test func preview_indentedInsideIfConfiguration_withConditionalContent_mounts() {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:39:5`: ())

        #expect(preview.column == 5)
        #expect(ViewHost(preview.makeView()).render() == "more than one")
    }

    @Test func preview_withAnAttribute_keepsIt() {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:49:1`: ())

        #expect(preview.name == "With an attribute")
        #expect(ViewHost(preview.makeView()).render() == "attributed")
    }

    @Test func previews_eachMakeAFreshView() throws {
        let preview = _textUIPreview(`PreviewMacroSamples.swift:15:1`: ())
        let first = ViewHost(preview.makeView())
        try first.tap("Count 0")

        #expect(ViewHost(preview.makeView()).render() == "[ Count 0 ]")
    }
}
