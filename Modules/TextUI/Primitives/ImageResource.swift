/// An image of an asset catalog, as Xcode generates it for each image (`Image(.avatar)`): text
/// output shows no pictures, so it is its name.
public struct ImageResource: Hashable, Sendable {
    package let name: String

    /// The image named `name` in `bundle`'s asset catalog.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle of the asset catalog; not used.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// An image of the asset catalog; it renders nothing, and names a control it labels.
    ///
    /// - Parameter resource: The image, as Xcode generates it.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an image of the asset catalog; it renders its title.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - resource: The image, as Xcode generates it.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(titleKey, image: resource.name)
    }

    /// A label with a title and an image of the asset catalog; it renders its title.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - resource: The image, as Xcode generates it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title, image: resource.name)
    }
}
