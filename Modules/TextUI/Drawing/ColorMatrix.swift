/// A 5-column matrix that maps a colour's red, green, blue and alpha (and a constant 1) to new
/// ones: a row per output component. The default matrix leaves colours as they are. Text output
/// draws no colours: ``GraphicsContext/Filter/colorMatrix(_:)`` keeps the matrix and applies
/// nothing.
public struct ColorMatrix: Equatable, Sendable {
    /// The red row: how much of red, green, blue, alpha and 1 make the new red.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green row.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue row.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha row.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}
}

extension GraphicsContext.Filter {
    /// Maps colours through a matrix (not applied in text output).
    ///
    /// - Parameter matrix: The matrix.
    /// - Returns: The filter.
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
        GraphicsContext.Filter(description: "color matrix")
    }

    /// Maps what is drawn through a projection (not applied in text output).
    ///
    /// - Parameter matrix: The projection.
    /// - Returns: The filter.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> GraphicsContext.Filter {
        GraphicsContext.Filter(description: "projection transform")
    }
}
