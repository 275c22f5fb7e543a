/// The code of a file's `#Preview`s and its imports, read without compiling it, for tools that
/// write code building a preview elsewhere (a test the workbench exports from a preview).
package struct PreviewCode: Equatable, Sendable {
    /// The text between the parentheses of `#Preview(…)` (the name, traits), nil when there are none.
    package let arguments: String?
    /// The body closure, `{` to `}`, with the `@Previewable` declarations taken out.
    package let body: String
    /// The `@Previewable` declarations of the body, without the attribute, as written.
    package let previewableDeclarations: [String]
    /// The names the preview's code uses that its file declares `private` or `fileprivate`
    /// (sorted): code elsewhere cannot build the preview as written (see ``FilePrivateNames``).
    package var filePrivateNames: [String] = []

    /// The code of each file-scope `#Preview` of `source`, in the order ``PreviewScanner`` finds
    /// them; nil for a use whose body is not a trailing closure.
    package static func previews(in source: String) -> [PreviewCode?] {
        let bytes = Array(source.utf8)
        guard let tokens = try? SourceLexer.tokens(in: bytes) else { return [] }
        let privateNames = FilePrivateNames.declared(in: source)
        var work = ScanWork(textLength: bytes.count)
        guard let uses = try? PreviewUses.ranges(in: tokens, of: bytes, work: &work) else { return [] }
        return uses.map { use in
            let text = String(
                decoding: bytes[tokens[use.lowerBound].range.lowerBound..<tokens[use.upperBound - 1].range.upperBound],
                as: UTF8.self)
            return code(ofUse: text).map { code in
                var code = code
                code.filePrivateNames = FilePrivateNames.used(in: text).intersection(privateNames).sorted()
                return code
            }
        }
    }

    /// The modules `source` imports at file scope (`import SwiftUI`, `@testable import Model`,
    /// `import struct Foundation.URL`), in order, each once.
    package static func imports(in source: String) -> [String] {
        let bytes = Array(source.utf8)
        guard let tokens = try? SourceLexer.tokens(in: bytes) else { return [] }
        func word(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
        var modules: [String] = []
        var seen = Set<String>()
        var depth = 0
        for index in tokens.indices {
            switch tokens[index].kind {
            case .openBrace: depth += 1
            case .closeBrace: depth = max(0, depth - 1)
            case .identifier where depth == 0 && word(index) == "import":
                var next = index + 1
                if next < tokens.count, kinds.contains(word(next)) { next += 1 }
                guard next < tokens.count, tokens[next].kind == .identifier else { continue }
                let module = word(next)
                if seen.insert(module).inserted { modules.append(module) }
            default: break
            }
        }
        return modules
    }

    private static func code(ofUse text: String) -> PreviewCode? {
        guard let use = try? FreestandingMacroUse(parsing: text, macroName: "Preview"),
            let closure = use.trailingClosures
        else { return nil }
        if let previewable = try? PreviewableBody(closure: closure) {
            return PreviewCode(
                arguments: use.arguments, body: previewable.remainder,
                previewableDeclarations: previewable.declarations)
        }
        return PreviewCode(arguments: use.arguments, body: closure, previewableDeclarations: [])
    }
}
