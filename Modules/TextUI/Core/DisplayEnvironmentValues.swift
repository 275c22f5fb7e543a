import Foundation

/// The display's scale and direction, as a host gives them: a text terminal is drawn at scale 1
/// (a point is a pixel), left to right.
extension EnvironmentValues {
    /// The display's pixels per point (1 unless set).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The size of one pixel, in points: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }
    /// The direction text and layouts run in (`.leftToRight` unless set; text output is always
    /// laid out left to right).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

/// The direction text and layouts run in.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left to right, or right to left.
    case leftToRight, rightToLeft
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}
