import Foundation

/// The text settings views set for the texts below them (`.font(_:)`, `.lineLimit(_:)`…). Text
/// output draws every text alike: the values are kept for views that read them.
extension EnvironmentValues {
    /// The font of the texts below (nil unless `.font(_:)` set one).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The most lines a text below may take (nil, no limit, unless set).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// How the lines of texts below are aligned (`.leading` unless set).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Where texts below would be cut (`.tail` unless set; text output never cuts them).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// The extra space between lines, in points (0 unless set).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// The smallest scale texts below may shrink to (1 unless set).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether letters may be squeezed to fit (false unless set).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// The case texts below are shown in (nil, as written, unless set; text output shows them as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
