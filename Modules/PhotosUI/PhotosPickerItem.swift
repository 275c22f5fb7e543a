import Foundation
import TextUI
import UIKit

/// An asset a person picked: its identifier, and its contents loaded as a transferable type.
public struct PhotosPickerItem: Hashable, Sendable {
    /// Which file representation of an asset to load when it has several.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable {
        /// As the system decides.
        case automatic
        /// The current representation.
        case current
        /// The most compatible representation.
        case compatible
    }

    /// The asset's identifier in the library.
    public let itemIdentifier: String?

    /// An item for an asset of the library.
    ///
    /// - Parameter itemIdentifier: The asset's identifier.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// Loads the asset's contents as `Data` (its bytes) or `Image` (an image of them).
    ///
    /// - Parameter type: `Data.self` or `Image.self`.
    /// - Returns: The contents, or nil when the library has no such asset (any more).
    /// - Throws: ``PhotosPickerItem/LoadingError`` for a type the contents cannot be loaded as.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        try await load() as T?
    }

    /// Loads the asset's contents, handing them to `completionHandler` (at once, on the main actor:
    /// the library is in memory).
    ///
    /// - Parameters:
    ///   - type: `Data.self` or `Image.self`.
    ///   - completionHandler: Given the contents (nil when the library has no such asset) or an error.
    /// - Returns: The loading's progress (done).
    @discardableResult @MainActor
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        completionHandler(Result { try load() as T? })
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    /// The contents could not be loaded as the type asked for.
    public struct LoadingError: Error, CustomStringConvertible {
        /// The type asked for.
        public let typeName: String

        public var description: String {
            "a picked asset cannot be loaded as \(typeName): load it as Data or Image"
        }
    }

    @MainActor
    private func load<T: Transferable>() throws -> sending T? {
        guard let asset = SimulatedPhotoLibrary.asset(itemIdentifier) else { return nil }
        if let data = asset.data as? T { return data }
        if T.self == Image.self {
            return UIImage(data: asset.data).map { Image(uiImage: $0) } as? T
        }
        throw LoadingError(typeName: String(describing: T.self))
    }
}
