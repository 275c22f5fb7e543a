extension UIImage {
    /// How a system symbol is drawn: its size, weight and scale (symbols are not drawn on Linux:
    /// the configuration is kept and changes nothing).
    public final class SymbolConfiguration: NSObject, Sendable {
        /// The point size (0: the text style's or the system's).
        public let pointSize: CGFloat
        /// The weight.
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale

        /// A configuration of a point size, weight and scale.
        ///
        /// - Parameters:
        ///   - pointSize: The point size.
        ///   - weight: The weight (`.regular` by default).
        ///   - scale: The scale (`.default` by default).
        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration of a weight.
        ///
        /// - Parameter weight: The weight.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight)
        }

        /// A configuration of a scale.
        ///
        /// - Parameter scale: The scale.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, scale: scale)
        }

        /// A configuration that matches a text style.
        ///
        /// - Parameters:
        ///   - textStyle: The text style.
        ///   - scale: The scale (`.default` by default).
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
        }

        /// A configuration that matches a font.
        ///
        /// - Parameters:
        ///   - font: The font.
        ///   - scale: The scale (`.default` by default).
        public convenience init(font: UIFont, scale: SymbolScale = .default) {
            self.init(pointSize: font.pointSize, scale: scale)
        }
    }

    /// The weight of a symbol.
    public enum SymbolWeight: Int, Sendable {
        /// Unspecified.
        case unspecified
        /// Ultralight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// The scale of a symbol, relative to the text beside it.
    public enum SymbolScale: Int, Sendable {
        /// The system's.
        case `default` = -1
        /// Unspecified.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    /// The system symbol `name` drawn with a configuration (kept by name, as ``init(systemName:)``).
    ///
    /// - Parameters:
    ///   - name: The symbol's name.
    ///   - configuration: How it is drawn.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }

    /// The same image drawn with a symbol configuration (symbols are not drawn: the same image).
    ///
    /// - Parameter configuration: How it is drawn.
    /// - Returns: The image.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        self
    }
}
