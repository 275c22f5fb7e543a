import Testing
import TextUIMacroSupport

/// A preview's name is its file's name, line and column, which a backtick identifier can hold
/// whatever the file is called.
struct PreviewDeclarationNameTests {
    @Test func label_isTheFileNameLineAndColumn() {
        let label = PreviewDeclarationName.label(
            fileID: "App/ContentView.swift", at: SourcePosition(line: 12, column: 5))

        #expect(label == "ContentView.swift:12:5")
    }

    @Test func label_ofAFileIDWithoutModule_usesItWhole() {
        #expect(PreviewDeclarationName.label(fileID: "Café View.swift", at: .start) == "Café View.swift:1:1")
    }

    @Test func label_replacesWhatABacktickIdentifierCannotHold() {
        let fileID = "App/a`b\\c\td\u{A0}e\u{2028}f g.swift"

        #expect(PreviewDeclarationName.label(fileID: fileID, at: .start) == "a_b_c_d_e_f g.swift:1:1")
    }

    @Test func reference_callsTheFunctionWithTheLabel() {
        let reference = PreviewDeclarationName.reference(fileID: "App/A.swift", at: SourcePosition(line: 3, column: 1))

        #expect(reference == "_textUIPreview(`A.swift:3:1`: ())")
    }
}
