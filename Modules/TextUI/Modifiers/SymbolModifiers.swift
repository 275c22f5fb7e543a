// How SF Symbols are drawn. Text output draws no images: these modifiers return the view
// unchanged.
extension View {
    /// This view, with symbols inside coloured by `mode` (symbols are not drawn).
    ///
    /// - Parameter mode: How symbols are coloured, or nil for the default.
    /// - Returns: This view, with ``EnvironmentValues/symbolRenderingMode`` set.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
    /// This view, with symbols inside in `variant` (symbols are not drawn).
    ///
    /// - Parameter variant: The variant of symbols inside (`.fill`, `.circle.fill`).
    /// - Returns: This view, with ``EnvironmentValues/symbolVariants`` set.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
    /// This view (symbol effects are not drawn).
    ///
    /// - Parameters:
    ///   - effect: The effect, running while `isActive` (`.pulse`, `.variableColor`).
    ///   - options: How it runs (`.default`).
    ///   - isActive: Whether it runs (true by default).
    /// - Returns: This view, unchanged.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }
    /// This view (symbol effects are not drawn).
    ///
    /// - Parameters:
    ///   - effect: The effect, running when `value` changes (`.bounce`).
    ///   - options: How it runs (`.default`).
    ///   - value: The value whose changes run it.
    /// - Returns: This view, unchanged.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }
    /// This view (symbol effects are not drawn).
    ///
    /// - Parameter isEnabled: Whether symbol effects run inside (true by default).
    /// - Returns: This view, unchanged.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension Image {
    /// The same image (symbols are not drawn).
    ///
    /// - Parameter mode: How the symbol is coloured, or nil for the default.
    /// - Returns: This image.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol is coloured (not rendered).
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several levels of opacity.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Colours given by the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol: filled, in a circle, slashed… (not rendered).
public struct SymbolVariants: Sendable, Hashable {
    let parts: Set<String>

    /// No variant.
    public static let none = SymbolVariants(parts: [])
    /// In a circle.
    public static let circle = SymbolVariants(parts: ["circle"])
    /// In a square.
    public static let square = SymbolVariants(parts: ["square"])
    /// In a rectangle.
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    /// Filled.
    public static let fill = SymbolVariants(parts: ["fill"])
    /// Slashed.
    public static let slash = SymbolVariants(parts: ["slash"])

    /// This variant, in a circle.
    public var circle: SymbolVariants { SymbolVariants(parts: parts.union(["circle"])) }
    /// This variant, in a square.
    public var square: SymbolVariants { SymbolVariants(parts: parts.union(["square"])) }
    /// This variant, in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(parts: parts.union(["rectangle"])) }
    /// This variant, filled.
    public var fill: SymbolVariants { SymbolVariants(parts: parts.union(["fill"])) }
    /// This variant, slashed.
    public var slash: SymbolVariants { SymbolVariants(parts: parts.union(["slash"])) }

    /// True when this variant has every part of `other`.
    ///
    /// - Parameter other: The variant to look for.
    /// - Returns: Whether this variant contains it.
    public func contains(_ other: SymbolVariants) -> Bool { other.parts.isSubset(of: parts) }
}
