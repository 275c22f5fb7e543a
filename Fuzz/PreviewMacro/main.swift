import TextUIMacroSupport

/// libFuzzer entry: the input as the text of a `#Preview` use the compiler sends, as a source file
/// a tool scans, and as a message from the compiler. Nothing crashes; an expansion is either source
/// or errors, never both or neither, and its errors point into the text; every non-empty message
/// gets a reply, and an empty one ends the session.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPreviewMacro(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let text = String(decoding: input, as: UTF8.self)
    let location = PluginSyntax.Location(
        fileID: "Fuzz/Input.swift", fileName: "/Input.swift", offset: 0, line: 1, column: 1)
    let request = FreestandingExpansionRequest(
        macro: MacroReference(moduleName: "TextUIMacros", typeName: "PreviewMacro", name: "Preview"),
        macroRole: "declaration", discriminator: "$s4Fuzz",
        syntax: PluginSyntax(kind: "declaration", source: text, location: location),
        lexicalContext: [])

    let expansion = PreviewMacro.expansion(of: request)
    fuzzCheck((expansion.expandedSource == nil) != expansion.diagnostics.isEmpty, "an expansion is source or errors")
    for diagnostic in expansion.diagnostics {
        fuzzCheck((0...text.utf8.count).contains(diagnostic.position.offset), "a diagnostic outside the text")
    }

    _ = try? PreviewScanner.previews(in: text, fileID: "Fuzz/Input.swift")

    var session = CompilerPluginSession(macros: ["PreviewMacro": PreviewMacro.self])
    fuzzCheck((session.reply(to: input) == nil) == input.isEmpty, "a message without a reply, or an empty one with one")
    return 0
}
