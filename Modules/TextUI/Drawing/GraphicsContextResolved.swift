import Foundation

extension GraphicsContext {
    /// An image resolved in a context's environment, ready to draw.
    public struct ResolvedImage {
        /// The image's size (text output measures none).
        public var size: CGSize { .zero }
        /// The image's baseline.
        public var baseline: CGFloat { 0 }
        /// The shading of a template image, if any.
        public var shading: Shading?
    }

    /// A text resolved in a context's environment, ready to draw.
    public struct ResolvedText {
        let content: String
        /// The shading the text is drawn with.
        public var shading: Shading = .foreground

        /// The size the text takes in `size`: a column per character, a row per line.
        ///
        /// - Parameter size: The space offered.
        /// - Returns: The text's size.
        public func measure(in size: CGSize) -> CGSize {
            let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
            return CGSize(width: CGFloat(lines.map(\.count).max() ?? 0), height: CGFloat(lines.count))
        }

        /// The distance from the top to the first line's baseline.
        ///
        /// - Parameter size: The space offered.
        /// - Returns: The distance: one row.
        public func firstBaseline(in size: CGSize) -> CGFloat { 1 }

        /// The distance from the top to the last line's baseline.
        ///
        /// - Parameter size: The space offered.
        /// - Returns: The distance: one row per line.
        public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height }
    }

    /// A canvas's symbol view, resolved and ready to draw.
    public struct ResolvedSymbol {
        /// The symbol's size (text output measures none).
        public var size: CGSize { .zero }
    }
}
