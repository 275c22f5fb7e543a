import TextUI

/// A strict JSON parser over Unicode scalars, bounded in nesting depth so hostile input cannot
/// exhaust the stack.
struct JSONParser {
    static let maximumDepth = 256

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < scalars.count else { throw error("empty input, expected a value") }
        let value = try parseValue()
        skipWhitespace()
        guard position == scalars.count else { throw error("unexpected text after the value") }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let scalar = peek() else { throw error("unexpected end, expected a value") }
        switch scalar {
        case "{": return try parseObject()
        case "[": return try parseArray()
        case "\"": return .string(try parseString())
        case "t": return try parseLiteral("true", .bool(true))
        case "f": return try parseLiteral("false", .bool(false))
        case "n": return try parseLiteral("null", .null)
        case "-", "0"..."9": return try parseNumber()
        default: throw error("unexpected character \"\(scalar.escaped(asASCII: true))\", expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [JSONValue.Member] = []
        // Where each key is among the members, so a repeated key is found by hashing (a scan of the
        // members read so far made an object of many keys take quadratic time).
        var positions: [String: Int] = [:]
        skipWhitespace()
        if peek() == "}" {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == "\"" else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == ":" else { throw error("expected \":\" after a key") }
            position += 1
            let value = try parseValue()
            if let existing = positions[key] {
                members[existing].value = value
            } else {
                positions[key] = members.count
                members.append(JSONValue.Member(key, value))
            }
            skipWhitespace()
            switch peek() {
            case ",": position += 1
            case "}":
                position += 1
                return .object(members)
            default: throw error("expected \",\" or \"}\" in an object")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == "]" {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case ",": position += 1
            case "]":
                position += 1
                return .array(elements)
            default: throw error("expected \",\" or \"]\" in an array")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = peek() {
            position += 1
            switch scalar {
            case "\"":
                return String(text)
            case "\\":
                text.append(try parseEscape())
            default:
                guard scalar.value >= 0x20 else { throw error("control character in a string (escape it)") }
                text.append(scalar)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let scalar = peek() else { throw error("unterminated escape") }
        position += 1
        switch scalar {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard peek() == "\\", position + 1 < scalars.count, scalars[position + 1] == "u" else {
                    throw error("lone high surrogate")
                }
                position += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low),
                    let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw error("invalid surrogate pair") }
                return combined
            }
            guard let value = Unicode.Scalar(high) else { throw error("lone low surrogate") }
            return value
        default:
            throw error("invalid escape \"\\\(scalar.escaped(asASCII: true))\"")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= scalars.count else { throw error("expected four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(scalars[position]) else { throw error("expected four hex digits") }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if peek() == "-" { position += 1 }
        guard let first = peek(), ("0"..."9").contains(first) else { throw error("expected a digit") }
        if first == "0" {
            position += 1
        } else {
            skipDigits()
        }
        if peek() == "." {
            position += 1
            guard let digit = peek(), ("0"..."9").contains(digit) else { throw error("expected a digit after \".\"") }
            skipDigits()
        }
        if peek() == "e" || peek() == "E" {
            position += 1
            if peek() == "+" || peek() == "-" { position += 1 }
            guard let digit = peek(), ("0"..."9").contains(digit) else { throw error("expected an exponent") }
            skipDigits()
        }
        return .number(String(String.UnicodeScalarView(scalars[start..<position])))
    }

    private mutating func skipDigits() {
        while let scalar = peek(), ("0"..."9").contains(scalar) { position += 1 }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for expected in word.unicodeScalars {
            guard peek() == expected else { throw error("expected \(word)") }
            position += 1
        }
        return value
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func skipWhitespace() {
        while let scalar = peek(), scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
            position += 1
        }
    }

    private func peek() -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, offset: position)
    }
}
