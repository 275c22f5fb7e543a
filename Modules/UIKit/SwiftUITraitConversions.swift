import TextUI

// SwiftUI's conversions between its environment values' types and UIKit's trait values: each
// SwiftUI value from its UIKit value (nil for `unspecified`), and each UIKit value from its SwiftUI
// value (`unspecified` for nil).

extension ColorScheme {
    /// The color scheme of an interface style, or nil when it is unspecified.
    ///
    /// - Parameter uiUserInterfaceStyle: The interface style.
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceStyle {
    /// The interface style of a color scheme (`unspecified` for nil).
    ///
    /// - Parameter colorScheme: The color scheme.
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    /// The contrast of UIKit's contrast, or nil when it is unspecified.
    ///
    /// - Parameter uiAccessibilityContrast: UIKit's contrast.
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}

extension UIAccessibilityContrast {
    /// UIKit's contrast of a contrast (`unspecified` for nil).
    ///
    /// - Parameter colorSchemeContrast: The contrast.
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension UserInterfaceSizeClass {
    /// The size class of UIKit's size class, or nil when it is unspecified.
    ///
    /// - Parameter uiUserInterfaceSizeClass: UIKit's size class.
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// UIKit's size class of a size class (`unspecified` for nil).
    ///
    /// - Parameter sizeClass: The size class.
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}

extension LayoutDirection {
    /// The layout direction of UIKit's, or nil when it is unspecified.
    ///
    /// - Parameter uiLayoutDirection: UIKit's layout direction.
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
        switch uiLayoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .unspecified: return nil
        }
    }
}

extension UITraitEnvironmentLayoutDirection {
    /// UIKit's layout direction of a layout direction.
    ///
    /// - Parameter layoutDirection: The layout direction.
    public init(_ layoutDirection: LayoutDirection) {
        self = layoutDirection == .leftToRight ? .leftToRight : .rightToLeft
    }
}

extension LegibilityWeight {
    /// The weight of UIKit's, or nil when it is unspecified.
    ///
    /// - Parameter uiLegibilityWeight: UIKit's weight.
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case .unspecified: return nil
        }
    }
}

extension UILegibilityWeight {
    /// UIKit's weight of a weight (`unspecified` for nil).
    ///
    /// - Parameter legibilityWeight: The weight.
    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension UIContentSizeCategory {
    /// UIKit's category of a category (`unspecified` for nil).
    ///
    /// - Parameter sizeCategory: The category.
    public init(_ sizeCategory: ContentSizeCategory?) {
        guard let sizeCategory else {
            self = .unspecified
            return
        }
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        self = categories[ContentSizeCategory.allCases.firstIndex(of: sizeCategory) ?? 3]
    }
}

extension EdgeInsets {
    /// The insets of UIKit's directional insets.
    ///
    /// - Parameter nsEdgeInsets: The directional insets.
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(
            top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
            trailing: nsEdgeInsets.trailing)
    }
}

extension NSDirectionalEdgeInsets {
    /// UIKit's directional insets of insets.
    ///
    /// - Parameter edgeInsets: The insets.
    public init(_ edgeInsets: EdgeInsets) {
        self.init(
            top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom,
            trailing: edgeInsets.trailing)
    }
}
