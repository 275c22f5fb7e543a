/// A colour, gradient, material or other fill. Text output draws no colours: styles exist so
/// SwiftUI code compiles, and colours compute their components (`Color.resolve(in:)`).
public protocol ShapeStyle: Sendable {}
