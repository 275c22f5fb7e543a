/// Reads the words of a command line: each word as ``ArgumentText`` reads an argument (bare up to
/// white space, or in double quotes with its escapes: the one scheme every writer of command lines
/// uses); a JSON value is read as a whole (brackets and strings balanced).
struct CommandScanner {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ line: String) {
        scalars = Array(line.unicodeScalars)
    }

    var isAtEnd: Bool {
        var index = position
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index >= scalars.count
    }

    /// The next word, or nil at the end of the line.
    mutating func word() throws(CommandError) -> String? {
        skipWhitespace()
        guard position < scalars.count else { return nil }
        return try ArgumentText.read(scalars, at: &position)
    }

    /// The rest of the line, trimmed; nil when nothing is left.
    mutating func rest() -> String? {
        skipWhitespace()
        guard position < scalars.count else { return nil }
        var end = scalars.count
        while end > position, scalars[end - 1].properties.isWhitespace { end -= 1 }
        let text = String(String.UnicodeScalarView(scalars[position..<end]))
        position = scalars.count
        return text
    }

    /// A `NAME=JSON` argument: the name, then one JSON value read to its end.
    mutating func assignment() throws(CommandError) -> (name: String, json: String)? {
        skipWhitespace()
        guard position < scalars.count else { return nil }
        var name = String.UnicodeScalarView()
        while position < scalars.count, scalars[position] != "=" {
            guard !scalars[position].properties.isWhitespace else {
                throw .syntax("expected BINDING=JSON, found \(ArgumentText.quoted(String(name), limit: 40))")
            }
            name.append(scalars[position])
            position += 1
        }
        guard position < scalars.count, !name.isEmpty else {
            throw .syntax("expected BINDING=JSON, found \(ArgumentText.quoted(String(name), limit: 40))")
        }
        position += 1
        let start = position
        try skipJSONValue()
        guard position > start else { throw .syntax("\(String(name))= needs a JSON value") }
        return (String(name), String(String.UnicodeScalarView(scalars[start..<position])))
    }

    /// Moves past one JSON value without judging it (the decoder does), keeping strings and
    /// brackets balanced so spaces inside them do not end it.
    private mutating func skipJSONValue() throws(CommandError) {
        var depth = 0
        while position < scalars.count {
            let scalar = scalars[position]
            if depth == 0, scalar.properties.isWhitespace { return }
            switch scalar {
            case "\"":
                position += 1
                var closed = false
                while position < scalars.count {
                    if scalars[position] == "\\" {
                        position += 2
                        continue
                    }
                    if scalars[position] == "\"" {
                        closed = true
                        break
                    }
                    position += 1
                }
                guard closed else { throw .syntax("unterminated string in a JSON value") }
            case "[", "{":
                depth += 1
            case "]", "}":
                depth -= 1
                guard depth >= 0 else { throw .syntax("unbalanced \"\(scalar)\" in a JSON value") }
            default:
                break
            }
            position += 1
        }
        guard depth == 0 else { throw .syntax("unbalanced brackets in a JSON value") }
    }

    private mutating func skipWhitespace() {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    }
}
