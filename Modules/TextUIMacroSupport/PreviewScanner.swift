/// Finds the `#Preview`s of a source file without compiling it, for tools that generate code
/// reaching them (a workbench that lists a target's previews, say). Each found use is named as the
/// macro names it, so the generated code calls ``PreviewSite/reference`` to get the
/// `TextUI.Preview`.
///
/// Only uses at file scope count (the macro rejects others), and `#if` is not evaluated: a use
/// inside an inactive `#if` branch is found, though the compiler never declares it.
public enum PreviewScanner {
    /// The file-scope `#Preview`s in `source`, the text of the file with `fileID`
    /// (`Module/File.swift`), in order.
    public static func previews(in source: String, fileID: String) throws -> [PreviewSite] {
        var work = ScanWork(textLength: source.utf8.count)
        return try previews(in: source, fileID: fileID, work: &work)
    }

    /// ``previews(in:fileID:)``, counting the steps taken in `work`.
    package static func previews(in source: String, fileID: String, work: inout ScanWork) throws -> [PreviewSite] {
        let bytes = Array(source.utf8)
        var sites: [PreviewSite] = []
        var depth = 0
        var position = SourcePosition.start
        var scanned = 0
        for token in try SourceLexer.tokens(in: bytes, work: &work) {
            try work.step(at: token.range.lowerBound)
            switch token.kind {
            case .openBrace: depth += 1
            case .closeBrace: depth = max(0, depth - 1)
            case .poundKeyword where depth == 0 && bytes[token.range].elementsEqual("#Preview".utf8):
                position = position.advanced(over: bytes[scanned..<token.range.lowerBound])
                scanned = token.range.lowerBound
                sites.append(PreviewSite(fileID: fileID, position: position))
            default: break
            }
        }
        return sites
    }
}
