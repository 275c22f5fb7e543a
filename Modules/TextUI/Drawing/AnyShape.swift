import Foundation

/// A shape whose type is hidden (it renders nothing, as every shape).
public struct AnyShape: Shape {
    private let outline: @MainActor @Sendable (CGRect) -> Path

    /// Hides the type of `shape`.
    ///
    /// - Parameter shape: The shape whose outline this one draws.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
    }

    /// The shape's outline.
    ///
    /// - Parameter rect: The frame to draw the outline in.
    /// - Returns: The wrapped shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path { outline(rect) }
}
