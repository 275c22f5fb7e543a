/// Bracket matching over ``SourceToken``s.
enum SourceGroups {
    /// The index after the bracket that closes the one at `start`.
    static func indexAfterGroup(startingAt start: Int, in tokens: [SourceToken]) throws -> Int {
        var expected: [SourceToken.Kind] = []
        var index = start
        repeat {
            let token = tokens[index]
            if let closing = token.closingKind {
                expected.append(closing)
            } else if token.isClosingBracket {
                guard expected.last == token.kind else {
                    throw SourceScanError("unbalanced brackets", at: token.range.lowerBound)
                }
                expected.removeLast()
            }
            index += 1
        } while !expected.isEmpty && index < tokens.count
        guard expected.isEmpty else {
            throw SourceScanError("unbalanced brackets", at: tokens[start].range.lowerBound)
        }
        return index
    }
}
