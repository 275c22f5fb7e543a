// How text is laid out in a frame. Text output shows each string's lines as they are: these
// modifiers return the view unchanged.
extension View {
    /// This view (text output does not wrap or truncate).
    public func lineLimit(_ number: Int?) -> some View { self }
    /// This view (text output does not wrap or truncate).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    /// This view (text output does not wrap or truncate).
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int { self }
    /// This view (text output aligns by its stacks).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// This view (text output does not truncate).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// This view (text output does not scale).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// This view (text output does not scale).
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// This view (case transforms are not rendered).
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    /// This view (spacing is not rendered).
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// This view (spacing is not rendered).
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// This view (spacing is not rendered).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    /// This view (text output is always selectable).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

extension Text {
    /// Where text is cut when it does not fit (text output never cuts it).
    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle
    }

    /// A case transform (not rendered).
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase
    }
}

/// Whether people may select text (text output is always selectable).
public protocol TextSelectability: Sendable {}

/// Text people may select.
public struct EnabledTextSelectability: TextSelectability {}

/// Text people may not select.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// The `enabled` text selectability.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// The `disabled` text selectability.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
