// How text is laid out in a frame. Text output shows each string's lines as they are: these
// modifiers leave the text unchanged; those SwiftUI keeps in the environment set it there, for the
// views below to read.
extension View {
    /// This view (text output does not wrap or truncate).
    ///
    /// - Parameter number: The most lines text may take, or `nil` for no limit; kept in `\.lineLimit`, no effect on the text.
    /// - Returns: This view, with the value in its environment (`\.lineLimit`); the text is unchanged.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    /// This view (text output does not wrap or truncate).
    ///
    /// - Parameters:
    ///   - limit: The most lines text may take; accepted, no effect on the text.
    ///   - reservesSpace: Whether the view keeps room for `limit` lines; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    /// This view (text output does not wrap or truncate).
    ///
    /// - Parameter limit: The range of lines text may take, such as `2...4`; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int { self }
    /// This view (text output aligns by its stacks).
    ///
    /// - Parameter alignment: How the lines of multi-line text are aligned; accepted, no effect on the text.
    /// - Returns: This view, with the value in its environment (`\.multilineTextAlignment`); the text is unchanged.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// This view (text output does not truncate).
    ///
    /// - Parameter mode: Where text that does not fit is cut; accepted, no effect on the text.
    /// - Returns: This view, with the value in its environment (`\.truncationMode`); the text is unchanged.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    /// This view (text output does not scale).
    ///
    /// - Parameter factor: The smallest scale text may shrink to, from 0 to 1; accepted, no effect on the text.
    /// - Returns: This view, with the value in its environment (`\.minimumScaleFactor`); the text is unchanged.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }
    /// This view (text output does not scale).
    ///
    /// - Parameter flag: Whether letters may be squeezed to fit; accepted, no effect on the text.
    /// - Returns: This view, with the value in its environment (`\.allowsTightening`); the text is unchanged.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    /// This view (case transforms are not rendered).
    ///
    /// - Parameter textCase: Upper- or lowercase, or `nil` for text as written; accepted, not applied.
    /// - Returns: This view, with the value in its environment (`\.textCase`); the text is unchanged.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    /// This view (spacing is not rendered).
    ///
    /// - Parameter kerning: The extra space between characters, in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// This view (spacing is not rendered).
    ///
    /// - Parameter tracking: The extra space between letters, in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// This view (spacing is not rendered).
    ///
    /// - Parameter lineSpacing: The extra space between lines, in points; accepted, no effect on the text.
    /// - Returns: This view, with the value in its environment (`\.lineSpacing`); the text is unchanged.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
    /// This view (text output is always selectable).
    ///
    /// - Parameter selectability: `.enabled` or `.disabled`; accepted, no effect (text output is always selectable).
    /// - Returns: This view, unchanged.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

extension Text {
    /// Where text is cut when it does not fit (text output never cuts it).
    public enum TruncationMode: Sendable, Hashable {
        /// Cut at the start, at the end, or in the middle (text output shows the whole text).
        case head, tail, middle
    }

    /// A case transform (not rendered).
    public enum Case: Sendable, Hashable {
        /// All capitals, or all lowercase letters (text output shows text as written).
        case uppercase, lowercase
    }
}

/// Whether people may select text (text output is always selectable).
public protocol TextSelectability: Sendable {
    /// Whether text with this selectability may be selected.
    static var allowsSelection: Bool { get }
}

/// Text people may select.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}

/// Text people may not select.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// The `enabled` text selectability.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// The `disabled` text selectability.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
