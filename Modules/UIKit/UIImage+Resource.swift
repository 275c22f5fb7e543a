import TextUI

extension UIImage {
    /// An image of the asset catalog, as Xcode generates it (`UIImage(resource: .logo)`): the image
    /// of that name, as ``init(named:)`` gives it (text output shows no pictures).
    ///
    /// - Parameter resource: The image, as Xcode generates it.
    public convenience init(resource: ImageResource) {
        self.init(name: resource.name, size: .zero)
    }
}
