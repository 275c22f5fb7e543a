/// The file-scope `#Preview` uses of a lexed source file, each as the range of its tokens:
/// `#Preview`, its argument list and its trailing closures.
///
/// ``PreviewScanner`` (where each use is) and ``PreviewCode`` (what each says) both read these, so
/// they agree on how many previews a file has: a `#Preview` written inside another's arguments or
/// closures belongs to that use, and is not one of its own. A use whose brackets do not balance
/// (text that does not compile, or brackets split across `#if` branches) ends before the group
/// that does not close, and the scan goes on from there, counting braces as before.
enum PreviewUses {
    /// The token ranges of the file-scope `#Preview` uses in `tokens`, lexed from `bytes`, in order.
    ///
    /// Linear in the number of tokens: each is looked at once, and each group's end is found in one
    /// pass beforehand (``SourceGroups/groupEnds(in:)``).
    static func ranges(
        in tokens: [SourceToken], of bytes: [UInt8], work: inout ScanWork
    ) throws(SourceScanError) -> [Range<Int>] {
        let groupEnds = SourceGroups.groupEnds(in: tokens)
        try work.step(tokens.count, at: 0)
        var ranges: [Range<Int>] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            try work.step(at: token.range.lowerBound)
            switch token.kind {
            case .openBrace: depth += 1
            case .closeBrace: depth = max(0, depth - 1)
            case .poundKeyword where depth == 0 && bytes[token.range].elementsEqual("#Preview".utf8):
                let end = useEnd(from: index, in: tokens, groupEnds: groupEnds)
                ranges.append(index..<end)
                index = end
                continue
            default: break
            }
            index += 1
        }
        return ranges
    }

    /// The index of the first token after the use whose `#` is at `start`: after its argument list
    /// and its trailing closures (the first one bare, later ones labeled), as far as they close.
    private static func useEnd(from start: Int, in tokens: [SourceToken], groupEnds: [Int?]) -> Int {
        var index = start + 1
        if index < tokens.count, tokens[index].kind == .openParenthesis {
            guard let end = groupEnds[index] else { return index }
            index = end
        }
        var sawClosure = false
        while index < tokens.count {
            let isLabeled =
                sawClosure && index + 2 < tokens.count && tokens[index].kind == .identifier
                && tokens[index + 1].kind == .colon && tokens[index + 2].kind == .openBrace
            guard tokens[index].kind == .openBrace || isLabeled,
                let end = groupEnds[isLabeled ? index + 2 : index]
            else { break }
            index = end
            sawClosure = true
        }
        return index
    }
}
