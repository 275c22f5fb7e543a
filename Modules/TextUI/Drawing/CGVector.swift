import Foundation

/// A two-dimensional vector: Core Graphics' type, which `import SwiftUI` makes visible on iOS and
/// Linux's Foundation lacks.
public struct CGVector: Sendable, Hashable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// A vector from its components.
    ///
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector()
}
