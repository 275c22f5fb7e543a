/// A string displayed as text. Multi-line strings render as several lines.
public struct Text: View, Equatable, Sendable {
    let content: String
    /// The text shown, for the framework shims that take a `Text` as a label (Charts' values).
    package nonisolated var string: String { content }
    /// The emphasis a styled rendering gives the text (a heading font or bold make it strong).
    var emphasis: TextEmphasis?

    /// Displays `content` as it is.
    ///
    /// - Parameter content: The string, shown unchanged (not looked up or interpolated); newlines start lines.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Displays a string.
    ///
    /// - Parameter content: The string, shown as it is; newlines start new lines.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Displays a literal, with interpolations such as `\(rating, specifier: "%.1f")`, its inline
    /// Markdown read (`"**Hello** world"` shows `Hello world`; strong throughout, it is strong).
    /// Text output is not localized: the table, bundle and comment are not used.
    ///
    /// - Parameters:
    ///   - key: The literal, with its interpolations resolved.
    ///   - tableName: The strings table to look the key up in; not used.
    ///   - bundle: The bundle of the strings table; not used.
    ///   - comment: A note for translators; not used.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.content = key.resolved
        if key.isStrong { emphasis = .strong }
    }

    /// Displays the characters of an attributed string (attributes are not rendered). Disfavoured:
    /// Linux's `AttributedString` is a string literal too, and `Text("…")` is a localized key.
    ///
    /// - Parameter attributedContent: The attributed string, whose characters are shown.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.content = String(attributedContent.characters)
    }

    /// Displays a value (a date, a number…) in a format style.
    ///
    /// - Parameters:
    ///   - input: The value to format.
    ///   - format: The format style, which turns `input` into the text, once, when the text is made.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.content = format.format(input)
    }

    /// Two texts joined on one line.
    ///
    /// - Parameters:
    ///   - lhs: The first text.
    ///   - rhs: The text that follows it, with nothing in between.
    /// - Returns: A text of both strings, one after the other.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        if lhs.emphasis == rhs.emphasis { joined.emphasis = lhs.emphasis }
        return joined
    }

    public typealias Body = Never
}

extension Text: LeafView {
    func leafBlocks(_ environment: EnvironmentValues) -> [Block] {
        guard let emphasis else { return [Block(text: content)] }
        return [Block(text: content).emphasized(emphasis)]
    }

    func rowRendering(_ environment: EnvironmentValues) -> RowRendering {
        guard emphasis == nil, let width = TextWidth.singleLineWidth(of: content) else {
            return .blocks(leafBlocks(environment))
        }
        return .line(content, width: width)
    }

    /// This text with `emphasis` (none for nil).
    private func with(_ emphasis: TextEmphasis?) -> Text {
        var text = self
        text.emphasis = emphasis
        return text
    }
}

extension Text {
    /// The same text (fonts are not rendered in text output; a title or headline font makes the
    /// text ``TextEmphasis/strong`` where emphasis is shown).
    ///
    /// - Parameter font: The font; a title or headline font emphasizes the text, others change nothing.
    /// - Returns: This text, emphasized when `font` is a heading font.
    public func font(_ font: Font?) -> Text {
        guard let font, font.isHeading else { return self }
        return with(.strong)
    }
    /// The same text, ``TextEmphasis/strong`` where emphasis is shown (plain text is unchanged).
    ///
    /// - Parameter isActive: Whether the text is bold.
    /// - Returns: This text, emphasized when `isActive`, plain otherwise.
    public func bold(_ isActive: Bool = true) -> Text { with(isActive ? .strong : nil) }
    /// The same text (styles are not rendered in text output).
    ///
    /// - Parameter isActive: Whether the text is italic; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func italic(_ isActive: Bool = true) -> Text { self }
    /// The same text; from semibold up, ``TextEmphasis/strong`` where emphasis is shown (plain
    /// text is unchanged).
    ///
    /// - Parameter weight: The font weight; semibold and heavier emphasize the text.
    /// - Returns: This text, emphasized when `weight` is semibold or heavier.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return with(weight.value >= Font.Weight.semibold.value ? .strong : nil)
    }
    /// The same text (colors are not rendered in text output).
    ///
    /// - Parameter color: The text's color; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// The same text (colors are not rendered in text output).
    ///
    /// - Parameter style: The text's color or style; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// The same text (decorations are not rendered in text output).
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is struck through; accepted, no effect on the text.
    ///   - pattern: The line's pattern (solid by default); accepted, no effect on the text.
    ///   - color: The line's color; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text
    {
        self
    }
    /// The same text (decorations are not rendered in text output).
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is underlined; accepted, no effect on the text.
    ///   - pattern: The line's pattern (solid by default); accepted, no effect on the text.
    ///   - color: The line's color; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        self
    }
    /// The same text (decorations are not rendered in text output).
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is struck through (true by default).
    ///   - color: The line's color, or nil for the text's.
    /// - Returns: This text, unchanged.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// The same text (decorations are not rendered in text output).
    ///
    /// - Parameters:
    ///   - isActive: Whether the text is underlined (true by default).
    ///   - color: The line's color, or nil for the text's.
    /// - Returns: This text, unchanged.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// The same text (digit widths do not matter in text output).
    ///
    /// - Returns: This text, unchanged.
    public func monospacedDigit() -> Text { self }
    /// The same text (fonts are not rendered in text output).
    ///
    /// - Parameter isActive: Whether the font is monospaced; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// The same text (designs are not rendered in text output).
    ///
    /// - Parameter design: The font design; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// The same text (spacing is not rendered in text output).
    ///
    /// - Parameter kerning: The extra space between characters, in points; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// The same text (spacing is not rendered in text output).
    ///
    /// - Parameter tracking: The extra space between characters, in points; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// The same text (offsets are not rendered in text output).
    ///
    /// - Parameter baselineOffset: How far to raise the text, in points; accepted, no effect on the text.
    /// - Returns: This text, unchanged.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}
