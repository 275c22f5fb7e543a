/// `#Preview` without SwiftSyntax: the use's text is taken apart (``FreestandingMacroUse``) and its
/// arguments and closures are passed, as written, to `TextUI.Preview`'s initializer, in a function
/// named for the use's file, line and column (``PreviewDeclarationName``):
///
/// ```swift
/// #Preview("Empty", traits: .sizeThatFitsLayout) { MovieList(movies: []) }   // ContentView.swift, line 12
/// ```
///
/// expands to
///
/// ```swift
/// func _textUIPreview(`ContentView.swift:12:1` _: Void) -> TextUI.Preview {
///     TextUI.Preview(fileID: #fileID, line: 12, column: 1, "Empty", traits: .sizeThatFitsLayout) { MovieList(movies: []) }
/// }
/// ```
///
/// (`#fileID` in an expansion is the file of the macro's use.) The compiler has already checked the
/// arguments against the macro's declaration, and checks the initializer call the same way. A use
/// that is not at file scope, or is in `main.swift` (where the compiler declares a top-level
/// macro's declarations twice), gets one error.
public enum PreviewMacro: FreestandingMacro {
    public static func expansion(of request: FreestandingExpansionRequest) -> MacroExpansion {
        let syntax = request.syntax
        let name = request.macro.name
        func position(_ offset: Int) -> PluginDiagnostic.Position {
            .init(fileName: syntax.location.fileName, offset: syntax.location.offset + offset)
        }
        let use: FreestandingMacroUse
        do {
            use = try FreestandingMacroUse(parsing: syntax.source, macroName: name)
        } catch let error as SourceScanError {
            return .failure("cannot read this #\(name): \(error.problem)", at: position(error.offset))
        } catch {
            return .failure("cannot read this #\(name): \(error)", at: position(0))
        }
        let pound = position(use.poundOffset)
        if let enclosing = request.lexicalContext, !enclosing.isEmpty {
            return .failure(
                "#\(name) must be at file scope, not inside a type or function: it declares a preview that tools find by its file and line",
                at: pound)
        }
        if syntax.location.fileName.split(separator: "/").last == "main.swift" {
            return .failure(
                "#\(name) cannot be used in main.swift, whose top-level code the compiler would declare it in twice; put it in another file",
                at: pound)
        }
        guard use.arguments != nil || use.trailingClosures != nil else {
            return .failure("#\(name) needs a closure that makes the view to preview", at: pound)
        }
        let source = Array(syntax.source.utf8)
        let at = syntax.location.position.advanced(over: source[..<use.poundOffset])
        return MacroExpansion(expandedSource: declaration(of: use, fileID: syntax.location.fileID, at: at))
    }

    /// The function that `use`, at `position` in the file with `fileID`, declares. A body with
    /// `@Previewable` declarations becomes a view of its own, declared in the function: the
    /// declarations are its properties (so the state belongs to the view, as a mounted view's does)
    /// and the other statements its body.
    static func declaration(of use: FreestandingMacroUse, fileID: String, at position: SourcePosition) -> String {
        let label = PreviewDeclarationName.label(fileID: fileID, at: position)
        var call = "TextUI.Preview(fileID: #fileID, line: \(position.line), column: \(position.column)"
        if let arguments = use.arguments {
            call += ", \(arguments)"
        }
        call += ")"
        let previewable = use.trailingClosures.flatMap { try? PreviewableBody(closure: $0) }
        if previewable != nil {
            call += " { \(previewableView)() }"
        } else if let closures = use.trailingClosures {
            call += " \(closures)"
        }
        let head =
            "\(use.declarationPrefix)func \(PreviewDeclarationName.baseName)(`\(label)` _: Void) -> TextUI.Preview {"
        guard let previewable else {
            return "\(head)\n    \(call)\n}"
        }
        let properties = previewable.declarations.map { "        \($0)" }.joined(separator: "\n")
        return [
            head,
            "    struct \(previewableView): TextUI._PreviewableContent {",
            properties,
            "        var body: some TextUI.View \(previewable.remainder)",
            "    }",
            "    return \(call)",
            "}",
        ].joined(separator: "\n")
    }

    /// The name of the view a `#Preview` with `@Previewable` declarations declares, which adopts
    /// TextUI's `_PreviewableContent` so that paths do not name it (its state reads `todos`); code
    /// that builds the preview elsewhere declares it by this name too.
    public static let previewableView = "__TextUIPreviewableContent"
}
