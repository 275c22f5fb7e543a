import Foundation

extension UIImage: NSItemProviderReading {
    /// The image types an image is read from: PNG, JPEG, GIF and any image.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.png", "public.jpeg", "com.compuserve.gif", "public.image"]
    }

    /// An image from an item provider's data (PNG, GIF or JPEG, as `init(data:)` reads).
    ///
    /// - Parameters:
    ///   - data: The image file's bytes.
    ///   - typeIdentifier: Its type identifier.
    /// - Returns: The image.
    /// - Throws: `CocoaError.fileReadCorruptFile` when the data is no image this class reads.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw CocoaError(.fileReadCorruptFile) }
        return image
    }
}
