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
        let tokens = try SourceLexer.tokens(in: bytes, work: &work)
        var sites: [PreviewSite] = []
        var position = SourcePosition.start
        var scanned = 0
        for use in try PreviewUses.ranges(in: tokens, of: bytes, work: &work) {
            let start = tokens[use.lowerBound].range.lowerBound
            position = position.advanced(over: bytes[scanned..<start])
            scanned = start
            sites.append(PreviewSite(fileID: fileID, position: position))
        }
        return sites
    }
}
