/// The trait values UIKit describes a screen with, besides ``UIUserInterfaceStyle``: the size
/// class, the layout direction, the weight and contrast people asked for. SwiftUI converts each to
/// and from its environment value's type (`SwiftUITraitConversions.swift`).

/// How much room there is along an axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not said.
    case unspecified = 0
    /// Little room.
    case compact = 1
    /// Plenty of room.
    case regular = 2
}

/// The direction a layout runs in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not said.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The weight people asked text to have (the Bold Text setting).
public enum UILegibilityWeight: Int, Sendable {
    /// Not said.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// The contrast people asked colours to have (the Increase Contrast setting).
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not said.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// High contrast.
    case high = 1
}
