/// A level of prominence for foreground content: primary, secondary, tertiary, quaternary or
/// quinary (not rendered).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level, 1 for primary.
    let level: Int

}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 5) }
}

/// A style at a level of prominence of another style (`.tint.secondary`; not rendered).
public struct _HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
}

extension ShapeStyle {
    /// This style at the first level of prominence.
    public var primary: _HierarchicalShapeStyleModifier<Self> { _HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// This style at the second level of prominence.
    public var secondary: _HierarchicalShapeStyleModifier<Self> {
        _HierarchicalShapeStyleModifier(base: self, level: 2)
    }
    /// This style at the third level of prominence.
    public var tertiary: _HierarchicalShapeStyleModifier<Self> { _HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// This style at the fourth level of prominence.
    public var quaternary: _HierarchicalShapeStyleModifier<Self> {
        _HierarchicalShapeStyleModifier(base: self, level: 4)
    }
    /// This style at the fifth level of prominence.
    public var quinary: _HierarchicalShapeStyleModifier<Self> { _HierarchicalShapeStyleModifier(base: self, level: 5) }
}
