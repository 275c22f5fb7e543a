/// A number argument (`drag Card 120 -40`, `advance 1.5`): read within bounds, each bad word one
/// clear usage error, and written again (in a replayed line and in Swift code) as short as it reads
/// back exactly: `120`, `0.5`, `-40`.
enum NumberArgument {
    /// `number` as a command line and Swift code write it: without a fraction when it is whole,
    /// else Swift's shortest form that reads back as the same number.
    static func written(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// True when `word` reads as a number (for completion, to tell an optional number from what
    /// follows it).
    static func isNumber(_ word: String) -> Bool {
        Double(word)?.isFinite == true
    }
}

extension ArgumentReader {
    /// The next argument as a number in `range`; `what` says what it is in the error (`DX, points
    /// right`), and the error gives the range.
    mutating func number(_ what: String, in range: ClosedRange<Double>) throws(CommandError) -> Double {
        guard let word = try optional() else { throw usage("missing \(what)") }
        return try number(word, what, in: range)
    }

    /// The next argument as a number in `range` unless it is `keyword` (or there is none): nil,
    /// reading nothing, then. Any other word is an error that names both (`… or in ROW`).
    mutating func optionalNumber(
        _ what: String, in range: ClosedRange<Double>, unless keyword: String, alternative: String
    ) throws(CommandError) -> Double? {
        var copy = self
        guard let word = try copy.optional(), word != keyword else { return nil }
        self = copy
        return try number(word, what, in: range, alternative: alternative)
    }

    private func number(
        _ word: String, _ what: String, in range: ClosedRange<Double>, alternative: String? = nil
    ) throws(CommandError) -> Double {
        guard let number = Double(word), number.isFinite, range.contains(number) else {
            throw usage(
                "expected \(what) from \(NumberArgument.written(range.lowerBound)) to "
                    + "\(NumberArgument.written(range.upperBound))\(alternative.map { " or " + $0 } ?? ""), "
                    + "found \(ArgumentText.quoted(word, limit: 40)) (quote arguments with spaces)")
        }
        return number
    }
}
