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

    /// For each token of `tokens`, the index after the bracket that closes it when it opens a group
    /// whose brackets all balance; nil for other tokens. One pass: a closing bracket that does not
    /// match the innermost open one leaves every group still open unbalanced.
    static func groupEnds(in tokens: [SourceToken]) -> [Int?] {
        var ends = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.closingKind != nil {
                open.append(index)
            } else if token.isClosingBracket {
                if let last = open.last, tokens[last].closingKind == token.kind {
                    ends[last] = index + 1
                    open.removeLast()
                } else {
                    open.removeAll()
                }
            }
        }
        return ends
    }
}
