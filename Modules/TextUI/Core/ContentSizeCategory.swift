/// The text size people chose, as SwiftUI named it before ``DynamicTypeSize`` (deprecated in
/// SwiftUI, still used). `\.sizeCategory` reads and writes `\.dynamicTypeSize`.
public enum ContentSizeCategory: Sendable, Hashable, Comparable, CaseIterable {
    /// The sizes below the accessibility sizes, smallest first (`large` is the default).
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes, smallest first.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge

    /// True for the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a text size.
    ///
    /// - Parameter dynamicTypeSize: The size.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }

    /// The text size of this category.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }
}

extension DynamicTypeSize {
    /// The text size of a category.
    ///
    /// - Parameter sizeCategory: The category.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = sizeCategory.dynamicTypeSize
    }
}

extension EnvironmentValues {
    /// The text size people chose, as a category (the same value as `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
