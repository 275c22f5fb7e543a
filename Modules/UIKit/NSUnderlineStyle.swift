import TextUI

/// How a run of an attributed string is underlined or struck through: the line (single, thick,
/// double), its pattern, and whether it skips the spaces between words. UIKit declares it and
/// SwiftUI converts it to and from `Text.LineStyle`; text output draws no lines.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// A style from its raw value.
    ///
    /// - Parameter rawValue: The bits of the style.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A line of dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A line of dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A line of dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A line of a dash and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The bits that hold the pattern.
    static let patternBits = 0x0700

    /// The style of a SwiftUI line style: a single line in its pattern.
    ///
    /// - Parameter lineStyle: The SwiftUI line style.
    public init(_ lineStyle: Text.LineStyle) {
        let pattern = Self.patterns.first { $0.pattern == lineStyle.pattern }?.style ?? []
        self = NSUnderlineStyle.single.union(pattern)
    }

    /// SwiftUI's patterns and their bits (solid has none).
    static let patterns: [(pattern: Text.LineStyle.Pattern, style: NSUnderlineStyle)] = [
        (.solid, []), (.dot, .patternDot), (.dash, .patternDash), (.dashDot, .patternDashDot),
        (.dashDotDot, .patternDashDotDot),
    ]
}

extension Text.LineStyle {
    /// The SwiftUI line style of an underline style: its pattern, in the text's colour; nil for no
    /// line and for what a line style cannot say (thick, double, by word), as SwiftUI does.
    ///
    /// - Parameter nsUnderlineStyle: The underline style.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard !nsUnderlineStyle.isEmpty, !nsUnderlineStyle.contains(.thick), !nsUnderlineStyle.contains(.double),
            !nsUnderlineStyle.contains(.byWord)
        else { return nil }
        let bits = NSUnderlineStyle(rawValue: nsUnderlineStyle.rawValue & NSUnderlineStyle.patternBits)
        guard let pattern = NSUnderlineStyle.patterns.first(where: { $0.style == bits })?.pattern else { return nil }
        self.init(pattern: pattern)
    }
}
