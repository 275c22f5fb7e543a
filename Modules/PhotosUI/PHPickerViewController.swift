import Foundation
import TextUI
import UIKit

/// What a `PHPickerViewController` offers: which assets, and how many may be picked.
public struct PHPickerConfiguration: Hashable, Sendable {
    /// Which assets are offered (all when nil).
    public var filter: PHPickerFilter?
    /// How many assets may be picked (1 by default; 0: any number).
    public var selectionLimit = 1
    /// Whether results carry their assets' identifiers (only with a photo library).
    let identifiesAssets: Bool

    /// A configuration whose results carry no asset identifiers.
    public init() {
        identifiesAssets = false
    }

    /// A configuration whose results carry their assets' identifiers.
    ///
    /// - Parameter photoLibrary: The library (there is one on Linux: ``SimulatedPhotoLibrary``).
    public init(photoLibrary: PHPhotoLibrary) {
        identifiesAssets = true
    }
}

/// The photo library, as a picker configuration names it (its assets are ``SimulatedPhotoLibrary``'s).
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()

    /// The app's photo library.
    ///
    /// - Returns: The library.
    public class func shared() -> PHPhotoLibrary { library }
}

/// An asset the person picked: its data, through an item provider, and its identifier when the
/// configuration was made with a photo library.
public struct PHPickerResult: Hashable {
    /// The asset's data (`canLoadObject(ofClass: UIImage.self)`, `loadDataRepresentation(…)`).
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the configuration was made with a photo library.
    public let assetIdentifier: String?
}

/// What a `PHPickerViewController` tells of picking.
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The person picked `results` (none when they cancelled).
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - results: The assets picked.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The photos picker apps wrap with `UIViewControllerRepresentable` (iOS 14). No picker is shown
/// on Linux: it offers ``SimulatedPhotoLibrary``'s assets, and a test picks some of them with
/// ``pick(_:)`` (what the person does); the delegate is told as on iOS.
@MainActor @preconcurrency
open class PHPickerViewController: UIViewController {
    /// What the picker offers.
    public let configuration: PHPickerConfiguration
    /// What the picker tells of picking.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker.
    ///
    /// - Parameter configuration: What it offers.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker from an archive: none (pickers are made in code).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The person picks the library's assets of `identifiers` (at most the selection limit, in that
    /// order; not PhotosUI API): the delegate is told, with each asset's data as an image or a movie.
    ///
    /// - Parameter identifiers: The assets' identifiers; an empty list is a cancel.
    public func pick(_ identifiers: [String]) {
        let assets = identifiers.compactMap { identifier in
            SimulatedPhotoLibrary.assets.first { $0.identifier == identifier }
        }
        let limit = configuration.selectionLimit
        let results = (limit > 0 ? Array(assets.prefix(limit)) : assets).map { asset in
            PHPickerResult(
                itemProvider: NSItemProvider(data: asset.data, typeIdentifier: Self.typeIdentifier(of: asset)),
                assetIdentifier: configuration.identifiesAssets ? asset.identifier : nil)
        }
        delegate?.picker(self, didFinishPicking: results)
    }

    /// The type identifier of an asset's data, from its first bytes.
    private static func typeIdentifier(of asset: SimulatedPhotoLibrary.Asset) -> String {
        if asset.isVideo { return "public.mpeg-4" }
        let bytes = Array(asset.data.prefix(4))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "public.png" }
        if bytes.starts(with: [0xFF, 0xD8]) { return "public.jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "com.compuserve.gif" }
        return "public.image"
    }
}
