import TextUI

/// A font, as UIKit names and sizes them: system fonts, fonts by name and the Dynamic Type text
/// styles at their default (Large) sizes. Text renders in one face, so a font only keeps its name
/// and size (`Font(uiFont)` carries them into SwiftUI).
open class UIFont: NSObject, @unchecked Sendable {  // immutable after init
    /// The font's name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    let weight: Weight
    /// The text style it was made for, if any.
    let textStyle: TextStyle?

    init(fontName: String, pointSize: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// The font named `fontName` at `fontSize`. No font files are read on Linux: the font keeps the
    /// name (so it is never nil, as a font an app bundles is not).
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - fontSize: The size in points.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
        weight = .regular
        textStyle = nil
        super.init()
    }

    /// The family's name (the font's name up to its first `-`).
    open var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }

    /// The height of a line: 1.2 times the size.
    open var lineHeight: CGFloat { pointSize * 1.2 }

    /// The same font at another size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    /// The system font at `fontSize`.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and `weight`.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize)
    }

    /// The monospaced system font.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono-\(weight.name)", pointSize: fontSize, weight: weight)
    }

    /// The system font with digits of one width.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a Dynamic Type text style at the default (Large) content size: 34 points for
    /// `.largeTitle`, 17 for `.body`, 12 for `.caption1`…
    ///
    /// - Parameter style: The text style.
    /// - Returns: The font.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(
            fontName: ".SFUI-\(style.weight.name)", pointSize: style.defaultSize, weight: style.weight, textStyle: style
        )
    }

    /// The font of a text style for some traits (the default content size, whatever the traits).
    ///
    /// - Parameters:
    ///   - style: The text style.
    ///   - traitCollection: The traits.
    /// - Returns: The font.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String { "UIFont(\(fontName), \(pointSize))" }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// A style by name.
        ///
        /// - Parameter rawValue: The style's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A style by name.
        ///
        /// - Parameter rawValue: The style's name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The `largeTitle` style (34 points).
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The `title1` style (28 points).
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The `title2` style (22 points).
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The `title3` style (20 points).
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// The `headline` style (17 points, semibold).
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// The `subheadline` style (15 points).
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// The `body` style (17 points).
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// The `callout` style (16 points).
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// The `footnote` style (13 points).
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// The `caption1` style (12 points).
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// The `caption2` style (11 points).
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The size at the default (Large) content size.
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }

        /// The SwiftUI font of the same style.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// A font weight, from `ultraLight` (-0.8) to `black` (0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        /// A weight by value.
        ///
        /// - Parameter rawValue: The weight, 0 for regular.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// A weight by value.
        ///
        /// - Parameter rawValue: The weight, 0 for regular.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The `ultraLight` weight.
        public static let ultraLight = Weight(-0.8)
        /// The `thin` weight.
        public static let thin = Weight(-0.6)
        /// The `light` weight.
        public static let light = Weight(-0.4)
        /// The `regular` weight.
        public static let regular = Weight(0)
        /// The `medium` weight.
        public static let medium = Weight(0.23)
        /// The `semibold` weight.
        public static let semibold = Weight(0.3)
        /// The `bold` weight.
        public static let bold = Weight(0.4)
        /// The `heavy` weight.
        public static let heavy = Weight(0.56)
        /// The `black` weight.
        public static let black = Weight(0.62)

        var name: String {
            switch self {
            case .ultraLight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Regular"
            }
        }
    }
}

/// Scales sizes for Dynamic Type. Text renders at the default (Large) content size, where a value
/// scales to itself.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling it follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    ///
    /// - Parameter textStyle: The text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` scaled for the content size: itself, at the default size.
    ///
    /// - Parameter value: A size in points.
    /// - Returns: The scaled size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `font` scaled for the content size: itself, at the default size.
    ///
    /// - Parameter font: A font.
    /// - Returns: The scaled font.
    public func scaledFont(for font: UIFont) -> UIFont { font }
}

extension Font {
    /// A SwiftUI font for a UIKit font: its text style if it was made for one, else the font by
    /// name and size.
    ///
    /// - Parameter font: The UIKit font.
    public init(_ font: UIFont) {
        if let style = font.textStyle {
            self = style.font
        } else {
            self = .custom(font.fontName, size: font.pointSize)
        }
    }
}
