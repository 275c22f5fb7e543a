/// Variants of a symbol (filled, circled, slashed…). Text output draws no symbols: a variant is
/// an environment value views can read (`\.symbolVariants`).
public struct SymbolVariants: Hashable, Sendable {
    let names: [String]

    /// No variant: the plain symbol.
    public static let none = SymbolVariants(names: [])
    /// The symbol in a circle.
    public static let circle = SymbolVariants(names: ["circle"])
    /// The symbol in a square.
    public static let square = SymbolVariants(names: ["square"])
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// The symbol filled.
    public static let fill = SymbolVariants(names: ["fill"])
    /// The symbol slashed.
    public static let slash = SymbolVariants(names: ["slash"])

    /// These variants, in a circle too.
    public var circle: SymbolVariants { adding("circle") }
    /// These variants, in a square too.
    public var square: SymbolVariants { adding("square") }
    /// These variants, in a rectangle too.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// These variants, filled too.
    public var fill: SymbolVariants { adding("fill") }
    /// These variants, slashed too.
    public var slash: SymbolVariants { adding("slash") }

    /// True when these variants include all of `other`'s.
    ///
    /// - Parameter other: The variants to look for.
    /// - Returns: Whether every variant of `other` is among these.
    public func contains(_ other: SymbolVariants) -> Bool {
        other.names.allSatisfy(names.contains)
    }

    private func adding(_ name: String) -> SymbolVariants {
        names.contains(name) ? self : SymbolVariants(names: names + [name])
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variants symbols in a view are drawn with (`.none` unless set with `symbolVariant`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view with `variant` (adds it to `\.symbolVariants`; text output
    /// draws no symbols).
    ///
    /// - Parameter variant: The variants to add, such as `.fill` or `.circle.fill`.
    /// - Returns: A view whose environment's symbol variants include `variant`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { variants in
            variants = SymbolVariants(names: variants.names + variant.names.filter { !variants.names.contains($0) })
        }
    }
}
