/// A translucent background material (not rendered).
public struct Material: ShapeStyle, Hashable {
    let name: String

    /// The thinnest material.
    public static let ultraThin = Material(name: "ultraThin")
    /// A thin material.
    public static let thin = Material(name: "thin")
    /// The regular material.
    public static let regular = Material(name: "regular")
    /// A thick material.
    public static let thick = Material(name: "thick")
    /// The thickest material.
    public static let ultraThick = Material(name: "ultraThick")
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { Material(name: "bar") }
}
