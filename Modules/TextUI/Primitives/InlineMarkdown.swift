/// The inline Markdown SwiftUI reads in a string literal shown as text (`Text("Hello **world**")`):
/// strong and emphasized spans (`**`, `__`, `*`, `_`), strikethrough (`~~`), code (`` ` ``), links
/// (`[title](url)`) and backslash escapes. Text output shows the characters without the markers
/// (a link as its title); a text that is strong throughout is strong where emphasis is shown.
/// Anything that is not well-formed Markdown stays as written.
enum InlineMarkdown {
    /// The characters that can start Markdown; a string without any is shown as written.
    private static let markers: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    /// False when `string` has none of the ``markers`` (all ASCII), found by its bytes: every
    /// text shown goes through here, and most have none.
    private static func mayHaveMarkers(_ string: String) -> Bool {
        string.utf8.contains { byte in
            byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
                || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\")
        }
    }

    /// A string whose Markdown characters show as written (an interpolated value).
    static func escaped(_ string: String) -> String {
        guard mayHaveMarkers(string), string.contains(where: markers.contains) else { return string }
        var escaped = ""
        escaped.reserveCapacity(string.count)
        for character in string {
            if markers.contains(character) || character == "]" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The text `source` shows, and whether all of it is strong.
    static func render(_ source: String) -> (text: String, isStrong: Bool) {
        guard mayHaveMarkers(source), source.contains(where: markers.contains) else { return (source, false) }
        var parser = Parser(characters: Array(source))
        let spans = parser.spans(in: 0..<parser.characters.count, strong: false)
        let text = spans.map(\.text).joined()
        let shown = spans.filter { !$0.text.allSatisfy(\.isWhitespace) }
        return (text, !shown.isEmpty && shown.allSatisfy(\.isStrong))
    }

    private struct Span {
        let text: String
        let isStrong: Bool
    }

    private struct Parser {
        let characters: [Character]

        /// The spans of `range`, strong when inside a strong span.
        mutating func spans(in range: Range<Int>, strong: Bool) -> [Span] {
            var spans: [Span] = []
            var literal = ""
            func flush() {
                if !literal.isEmpty { spans.append(Span(text: literal, isStrong: strong)) }
                literal = ""
            }
            var index = range.lowerBound
            while index < range.upperBound {
                let character = characters[index]
                if character == "\\", index + 1 < range.upperBound, characters[index + 1].isPunctuationOrSymbol {
                    literal.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "`", let end = (index + 1..<range.upperBound).first(where: { characters[$0] == "`" }) {
                    literal += String(characters[(index + 1)..<end])
                    index = end + 1
                    continue
                }
                if character == "[", let link = link(at: index, before: range.upperBound) {
                    flush()
                    spans += self.spans(in: (index + 1)..<link.titleEnd, strong: strong)
                    index = link.end
                    continue
                }
                if let delimiter = delimiter(at: index, before: range.upperBound),
                    let end = closingDelimiter(delimiter, from: index + delimiter.count, before: range.upperBound)
                {
                    flush()
                    let isStrong = strong || (delimiter.character != "~" && delimiter.count == 2)
                    spans += self.spans(in: (index + delimiter.count)..<end, strong: isStrong)
                    index = end + delimiter.count
                    continue
                }
                literal.append(character)
                index += 1
            }
            flush()
            return spans
        }

        private struct Delimiter {
            let character: Character
            let count: Int
        }

        /// The delimiter run that opens a span at `index`: `**`, `__`, `~~`, `*` or `_`, followed
        /// by a character that is not whitespace (and, for `_`, not preceded by a letter or digit).
        private func delimiter(at index: Int, before end: Int) -> Delimiter? {
            let character = characters[index]
            guard character == "*" || character == "_" || character == "~" else { return nil }
            let count = index + 1 < end && characters[index + 1] == character ? 2 : 1
            if character == "~", count != 2 { return nil }
            let next = index + count
            guard next < end, !characters[next].isWhitespace else { return nil }
            if character == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber {
                return nil
            }
            return Delimiter(character: character, count: count)
        }

        /// The index of the run that closes `delimiter`, preceded by a character that is not
        /// whitespace (and, for `_`, not followed by a letter or digit).
        private func closingDelimiter(_ delimiter: Delimiter, from start: Int, before end: Int) -> Int? {
            var index = start + 1
            while index + delimiter.count <= end {
                if characters[index] == "\\" {
                    index += 2
                    continue
                }
                let run = characters[index..<(index + delimiter.count)]
                let after = index + delimiter.count
                if run.allSatisfy({ $0 == delimiter.character }), !characters[index - 1].isWhitespace,
                    after >= end || characters[after] != delimiter.character,
                    delimiter.character != "_" || after >= end
                        || !(characters[after].isLetter || characters[after].isNumber)
                {
                    return index
                }
                index += 1
            }
            return nil
        }

        /// A link `[title](destination)` starting at `index`: where its title ends and where it ends.
        private func link(at index: Int, before end: Int) -> (titleEnd: Int, end: Int)? {
            var depth = 0
            var cursor = index + 1
            while cursor < end {
                switch characters[cursor] {
                case "\\": cursor += 1
                case "[": depth += 1
                case "]" where depth > 0: depth -= 1
                case "]":
                    guard cursor + 1 < end, characters[cursor + 1] == "(",
                        let close = (cursor + 2..<end).first(where: { characters[$0] == ")" }),
                        !characters[(cursor + 2)..<close].contains(where: \.isWhitespace)
                    else { return nil }
                    return (cursor, close + 1)
                default: break
                }
                cursor += 1
            }
            return nil
        }
    }
}

extension Character {
    /// True for ASCII punctuation and symbols, which a backslash escapes in Markdown.
    fileprivate var isPunctuationOrSymbol: Bool {
        isASCII && (isPunctuation || isSymbol)
    }
}
