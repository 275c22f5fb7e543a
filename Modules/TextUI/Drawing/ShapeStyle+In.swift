import Foundation

extension ShapeStyle {
    /// This style bound to `rect` (a gradient's unit points then refer to `rect`, not to the shape
    /// filled); text output draws no styles, so the style is returned as it is.
    ///
    /// - Parameter rect: The rectangle the style is laid out in.
    /// - Returns: This style.
    public func `in`(_ rect: CGRect) -> some ShapeStyle { self }
}
