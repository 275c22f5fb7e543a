import Foundation

/// A colour of an asset catalog, as Xcode generates one for each colour set (`Color(.brandPrimary)`,
/// `ColorResource.brandPrimary`). On Linux no catalog is compiled: the AssetSymbols plugin reads
/// the catalog's `Contents.json` and generates these with the colour's components, so the colour
/// resolves to them (its light or dark appearance by the colour scheme). Made from a name only, as
/// Xcode's generated code makes it, it is the named colour `Color(_:bundle:)` gives.
public struct ColorResource: Hashable, Sendable {
    /// The colour's name in the catalog (with its namespace folders, `Brand/Primary`).
    package let name: String
    /// The light and dark appearances, when the catalog's components are known.
    package let appearances: Appearances?

    /// A colour's components in its light and dark appearance.
    package struct Appearances: Hashable, Sendable {
        package let light: Color.Resolved
        package let dark: Color.Resolved
    }

    /// The colour named `name` in `bundle`'s asset catalog; its components are not known, so it
    /// resolves as clear, as `Color(_:bundle:)` does.
    ///
    /// - Parameters:
    ///   - name: The colour's name.
    ///   - bundle: The bundle of the asset catalog; not used.
    public init(name: String, bundle: Bundle) {
        self.name = name
        appearances = nil
    }

    /// The colour named `name` with the components its catalog gives (what the AssetSymbols plugin
    /// generates).
    ///
    /// - Parameters:
    ///   - name: The colour's name.
    ///   - bundle: The bundle of the asset catalog; not used.
    ///   - light: The colour's components in the light appearance (the catalog's "Any").
    ///   - dark: The components in the dark appearance; the light ones when the catalog has none.
    public init(name: String, bundle: Bundle, light: Color.Resolved, dark: Color.Resolved? = nil) {
        self.name = name
        appearances = Appearances(light: light, dark: dark ?? light)
    }
}

extension Color {
    /// A colour of the asset catalog: the components the AssetSymbols plugin read for it (by the
    /// colour scheme), or, made from a name only, the named colour.
    ///
    /// - Parameter resource: The colour, as Xcode generates it.
    public init(_ resource: ColorResource) {
        if let appearances = resource.appearances {
            self.init(source: .catalog(name: resource.name, light: appearances.light, dark: appearances.dark))
        } else {
            self.init(resource.name)
        }
    }
}
