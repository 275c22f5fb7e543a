import Foundation

/// Parses `NSPredicate(format:)`'s language: comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`,
/// `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`, `IN`, `BETWEEN`, with `[c]`, `[d]`,
/// `[cd]`), `ANY`/`ALL`/`NONE` key paths, `AND`/`OR`/`NOT` (and `&&`, `||`, `!`), parentheses,
/// `TRUEPREDICATE`/`FALSEPREDICATE`, key paths with `@count`, `SELF`, string and number literals,
/// `nil`, `TRUE`/`FALSE`, `{…}` aggregates, and the arguments `%@`, `%K` and the numeric
/// specifiers. Linear in the format's length.
struct PredicateFormatParser {
    private var tokens: [Token]
    private var position = 0
    private var arguments: [Any?]
    private var argumentIndex = 0

    /// A parse failure: what was expected where.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case specifier(String)
    }

    /// The predicate `format` says, with `arguments` for its specifiers.
    static func parse(_ format: String, arguments: [Any?]) throws -> FormatPredicate {
        var parser = PredicateFormatParser(tokens: try tokenize(format), arguments: arguments)
        let predicate = try parser.orPredicate()
        guard parser.position == parser.tokens.count else {
            throw Failure(description: "unexpected \(parser.describe(parser.tokens[parser.position]))")
        }
        return predicate
    }

    private init(tokens: [Token], arguments: [Any?]) {
        self.tokens = tokens
        self.arguments = arguments
    }

    // MARK: Grammar

    private mutating func orPredicate() throws -> FormatPredicate {
        var result = try andPredicate()
        while accept(word: "OR") || accept(symbol: "||") { result = .or(result, try andPredicate()) }
        return result
    }

    private mutating func andPredicate() throws -> FormatPredicate {
        var result = try notPredicate()
        while accept(word: "AND") || accept(symbol: "&&") { result = .and(result, try notPredicate()) }
        return result
    }

    private mutating func notPredicate() throws -> FormatPredicate {
        if accept(word: "NOT") || accept(symbol: "!") { return .not(try notPredicate()) }
        return try primaryPredicate()
    }

    private mutating func primaryPredicate() throws -> FormatPredicate {
        if accept(word: "TRUEPREDICATE") { return .constant(true) }
        if accept(word: "FALSEPREDICATE") { return .constant(false) }
        if peek == .symbol("("), startsPredicateGroup() {
            position += 1
            let inner = try orPredicate()
            try expect(symbol: ")")
            return inner
        }
        var quantifier = FormatQuantifier.none
        if accept(word: "ANY") {
            quantifier = .any
        } else if accept(word: "SOME") {
            quantifier = .some
        } else if accept(word: "ALL") {
            quantifier = .all
        } else if accept(word: "NONE") {
            quantifier = .noneOf
        }
        let lhs = try expression()
        let (op, negated) = try comparisonOperator()
        let options = try comparisonOptions()
        let rhs = try expression()
        let comparison = FormatPredicate.comparison(lhs, op, rhs, options, quantifier)
        return negated ? .not(comparison) : comparison
    }

    /// Whether a `(` opens a predicate rather than an expression (looks for a comparison or a
    /// logical word before its matching `)`).
    private func startsPredicateGroup() -> Bool {
        var depth = 0
        var index = position
        while index < tokens.count {
            switch tokens[index] {
            case .symbol("("): depth += 1
            case .symbol(")"):
                depth -= 1
                if depth == 0 { return false }
            case .symbol(let s) where ["==", "=", "!=", "<>", "<", ">", "<=", ">=", "=<", "=>", "&&", "||"].contains(s):
                return true
            case .word(let w) where Self.operatorWords.contains(w.uppercased()):
                return true
            default: break
            }
            index += 1
        }
        return false
    }

    private static let operatorWords: Set<String> = [
        "AND", "OR", "NOT", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "IN", "BETWEEN",
        "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    private mutating func comparisonOperator() throws -> (FormatOperator, negated: Bool) {
        guard let token = next() else { throw Failure(description: "a comparison is missing its operator") }
        switch token {
        case .symbol("=="), .symbol("="): return (.equal, false)
        case .symbol("!="), .symbol("<>"): return (.notEqual, false)
        case .symbol("<"): return (.less, false)
        case .symbol("<="), .symbol("=<"): return (.lessOrEqual, false)
        case .symbol(">"): return (.greater, false)
        case .symbol(">="), .symbol("=>"): return (.greaterOrEqual, false)
        case .word(let word):
            switch word.uppercased() {
            case "BEGINSWITH": return (.beginsWith, false)
            case "ENDSWITH": return (.endsWith, false)
            case "CONTAINS": return (.contains, false)
            case "LIKE": return (.like, false)
            case "MATCHES": return (.matches, false)
            case "IN": return (.isIn, false)
            case "BETWEEN": return (.between, false)
            case "NOT":
                let (op, negated) = try comparisonOperator()
                return (op, !negated)
            default: break
            }
        default: break
        }
        throw Failure(description: "expected a comparison operator, found \(describe(token))")
    }

    private mutating func comparisonOptions() throws -> FormatOptions {
        var options = FormatOptions()
        guard accept(symbol: "[") else { return options }
        guard case .word(let letters)? = next() else { throw Failure(description: "expected options such as [c]") }
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.caseInsensitive = true
            case "d": options.diacriticInsensitive = true
            case "n", "l": break
            default: throw Failure(description: "unknown comparison option \(letter)")
            }
        }
        try expect(symbol: "]")
        return options
    }

    private mutating func expression() throws -> FormatExpression {
        guard let token = next() else { throw Failure(description: "the format ends where a value is expected") }
        switch token {
        case .string(let text): return .constant(text)
        case .number(let number): return .constant(number)
        case .specifier(let specifier):
            let argument = try nextArgument(specifier)
            if specifier == "K" {
                guard let key = argument as? String else { throw Failure(description: "%K needs a key path string") }
                return .keyPath(key.split(separator: ".").map(String.init))
            }
            return .constant(argument)
        case .symbol("{"):
            var items: [FormatExpression] = []
            if accept(symbol: "}") { return .aggregate(items) }
            repeat { items.append(try expression()) } while accept(symbol: ",")
            try expect(symbol: "}")
            return .aggregate(items)
        case .symbol("("):
            let inner = try expression()
            try expect(symbol: ")")
            return inner
        case .word(let word):
            switch word.uppercased() {
            case "NIL", "NULL": return .constant(nil)
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "SELF": return .evaluatedObject
            default:
                let keys = word.split(separator: ".").map(String.init)
                return keys.first?.uppercased() == "SELF" ? .keyPath(Array(keys.dropFirst())) : .keyPath(keys)
            }
        case .symbol(let symbol): throw Failure(description: "unexpected \(symbol) where a value is expected")
        }
    }

    private mutating func nextArgument(_ specifier: String) throws -> Any? {
        guard argumentIndex < arguments.count else {
            throw Failure(description: "the format has more specifiers than arguments (%\(specifier))")
        }
        defer { argumentIndex += 1 }
        return arguments[argumentIndex]
    }

    // MARK: Tokens

    private var peek: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func next() -> Token? {
        defer { position += 1 }
        return peek
    }

    private mutating func accept(word: String) -> Bool {
        if case .word(let found)? = peek, found.uppercased() == word {
            position += 1
            return true
        }
        return false
    }

    private mutating func accept(symbol: String) -> Bool {
        if peek == .symbol(symbol) {
            position += 1
            return true
        }
        return false
    }

    private mutating func expect(symbol: String) throws {
        guard accept(symbol: symbol) else {
            throw Failure(description: "expected \(symbol), found \(peek.map(describe) ?? "the end")")
        }
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): return word
        case .string(let text): return "\"\(text)\""
        case .number(let number): return "\(number)"
        case .symbol(let symbol): return symbol
        case .specifier(let specifier): return "%\(specifier)"
        }
    }

    private static func tokenize(_ format: String) throws -> [Token] {
        let characters = Array(format.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func isWord(_ c: Unicode.Scalar) -> Bool {
            CharacterSet.alphanumerics.contains(c) || c == "_" || c == "." || c == "@" || c == "$" || c == "#"
        }
        while index < characters.count {
            let c = characters[index]
            if CharacterSet.whitespacesAndNewlines.contains(c) {
                index += 1
            } else if c == "\"" || c == "'" {
                var text = String.UnicodeScalarView()
                index += 1
                while index < characters.count, characters[index] != c {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw Failure(description: "a string is not closed") }
                index += 1
                tokens.append(.string(String(text)))
            } else if c == "%" {
                var spec = String.UnicodeScalarView()
                index += 1
                while index < characters.count, "lhqz".unicodeScalars.contains(characters[index]) {
                    index += 1
                }
                guard index < characters.count else { throw Failure(description: "a % ends the format") }
                spec.append(characters[index])
                index += 1
                let name = String(spec)
                guard ["@", "K", "d", "i", "u", "f", "g", "e", "s", "c", "x"].contains(name) else {
                    throw Failure(description: "unknown specifier %\(name)")
                }
                tokens.append(.specifier(name))
            } else if CharacterSet.decimalDigits.contains(c)
                || (c == "-" && index + 1 < characters.count
                    && CharacterSet.decimalDigits.contains(characters[index + 1])
                    && !(tokens.last.map(Self.endsValue) ?? false))
            {
                var text = String(c)
                index += 1
                while index < characters.count,
                    CharacterSet.decimalDigits.contains(characters[index]) || characters[index] == "."
                        || characters[index] == "e" || characters[index] == "E"
                {
                    text.unicodeScalars.append(characters[index])
                    index += 1
                }
                guard let number = Double(text) else { throw Failure(description: "\(text) is not a number") }
                tokens.append(.number(number))
            } else if isWord(c) {
                var text = String.UnicodeScalarView()
                while index < characters.count, isWord(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(.word(String(text)))
            } else {
                let two = index + 1 < characters.count ? String(c) + String(characters[index + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){},[]".unicodeScalars.contains(c) {
                    tokens.append(.symbol(String(c)))
                    index += 1
                } else {
                    throw Failure(description: "unexpected character \(c)")
                }
            }
        }
        return tokens
    }

    private static func endsValue(_ token: Token) -> Bool {
        switch token {
        case .word, .string, .number, .specifier, .symbol(")"), .symbol("}"): return true
        default: return false
        }
    }
}
