/// A string displayed as text. Multi-line strings render as several lines.
public struct Text: View, Equatable, Sendable {
    let content: String

    /// Displays `content` as it is.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Displays a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Displays a literal, with interpolations such as `\(rating, specifier: "%.1f")`. Text output
    /// is not localized: the table, bundle and comment are not used.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.content = key.resolved
    }

    /// Displays the characters of an attributed string (attributes are not rendered).
    public init(_ attributedContent: AttributedString) {
        self.content = String(attributedContent.characters)
    }

    /// Displays a date in a format style.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.content = format.format(input)
    }

    /// Two texts joined on one line.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    public typealias Body = Never
}

extension Text: LeafView {
    func leafBlocks(_ environment: EnvironmentValues) -> [Block] {
        [Block(text: content)]
    }
}

extension Text {
    /// The same text (fonts are not rendered in text output).
    public func font(_ font: Font?) -> Text { self }
    /// The same text (weights are not rendered in text output).
    public func bold(_ isActive: Bool = true) -> Text { self }
    /// The same text (styles are not rendered in text output).
    public func italic(_ isActive: Bool = true) -> Text { self }
    /// The same text (weights are not rendered in text output).
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// The same text (colors are not rendered in text output).
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// The same text (colors are not rendered in text output).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// The same text (decorations are not rendered in text output).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// The same text (decorations are not rendered in text output).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// The same text (digit widths do not matter in text output).
    public func monospacedDigit() -> Text { self }
    /// The same text (fonts are not rendered in text output).
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// The same text (designs are not rendered in text output).
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// The same text (spacing is not rendered in text output).
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// The same text (spacing is not rendered in text output).
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// The same text (offsets are not rendered in text output).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}
