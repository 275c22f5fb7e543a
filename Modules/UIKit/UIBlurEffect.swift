/// A blur behind a bar or view, by style. Nothing is drawn behind text: a blur keeps its style.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {  // immutable after init
    /// The blur's style.
    public let style: Style

    /// A blur of a style.
    ///
    /// - Parameter style: The style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How much a blur shows through and in which colours.
    public enum Style: Int, Sendable {
        /// Lighter than the content behind.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// The system's regular blur.
        case regular = 4
        /// The system's prominent blur.
        case prominent
        /// The thinnest material, for the appearance.
        case systemUltraThinMaterial
        /// A thin material, for the appearance.
        case systemThinMaterial
        /// The regular material, for the appearance.
        case systemMaterial
        /// A thick material, for the appearance.
        case systemThickMaterial
        /// The bars' material, for the appearance.
        case systemChromeMaterial
    }
}
