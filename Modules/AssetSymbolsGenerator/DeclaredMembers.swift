import TextUIMacroSupport

/// The static properties a target's own sources declare in extensions of the types the generated
/// symbols extend (`extension Color { static let brandPrimary = Color("BrandPrimary") }`, as apps
/// wrote before Xcode 15, and as apps do that turn Xcode's symbol extensions off). The generated
/// file leaves those out: declared twice, they would not compile.
public enum DeclaredMembers {
    /// The types whose extensions are read.
    public static let extendedTypes: Set<String> = [
        "ColorResource", "ImageResource", "Color", "ShapeStyle", "UIColor", "UIImage",
    ]

    /// The static properties declared directly in extensions of ``extendedTypes`` in a source,
    /// by type (`SwiftUI.Color` is `Color`), as ``StaticPropertyScanner`` finds them (comments
    /// and string literals passed over).
    ///
    /// - Parameter source: A Swift source file's text.
    /// - Returns: The property names, by the extended type's name.
    public static func staticProperties(in source: String) -> [String: Set<String>] {
        StaticPropertyScanner.staticProperties(in: source, extending: extendedTypes)
    }
}
