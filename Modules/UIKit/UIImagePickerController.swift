import Foundation

/// The camera and photo library picker, as apps wrap it with `UIViewControllerRepresentable`.
/// There is no camera or photo library on Linux: no source type is available, and the delegate is
/// told nothing unless the app calls it.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// The saved photos album.
        case savedPhotosAlbum
    }

    /// A key of the picked media's information.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key by name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picture as taken or chosen (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picture as edited (a `UIImage`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle the edit cropped to.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The media's type.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image file's URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The movie file's URL.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }

    /// Where pictures come from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may crop what they pick.
    open var allowsEditing = false
    /// The media types offered (`public.image` by default).
    open var mediaTypes: [String] = ["public.image"]
    /// What the picker tells of picking.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Whether a source is available: none is on Linux.
    ///
    /// - Parameter sourceType: The source.
    /// - Returns: False.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}
