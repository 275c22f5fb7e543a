import Foundation
import Locking

/// The photos a `PhotosPicker` offers on Linux, which has no photo library (this type is this
/// package's, not Apple's): empty unless a test or a tool puts assets in it.
///
/// The library is the process's; a test that runs beside others gives its work a library of its
/// own with ``withLibrary(of:isolation:_:)`` (tasks started meanwhile, `.task` work included, see
/// it too).
///
/// ```swift
/// import Foundation
///
/// SimulatedPhotoLibrary.assets = [.init(identifier: "beach", data: Data([0xFF, 0xD8]))]
/// ```
public enum SimulatedPhotoLibrary {
    /// A photo or a video of the library.
    public struct Asset: Hashable, Sendable {
        /// What a picked item's `itemIdentifier` is.
        public var identifier: String
        /// The file's bytes, what `loadTransferable(type: Data.self)` gives.
        public var data: Data
        /// Whether it is a video (else a photo).
        public var isVideo: Bool

        /// An asset.
        ///
        /// - Parameters:
        ///   - identifier: Its identifier.
        ///   - data: Its bytes.
        ///   - isVideo: Whether it is a video.
        public init(identifier: String, data: Data, isVideo: Bool = false) {
            self.identifier = identifier
            self.data = data
            self.isVideo = isVideo
        }
    }

    private static let library = ScopedLocked<[Asset]>([Asset]())

    /// Runs `body` with a library of its own holding `assets`: what it and the tasks it starts
    /// read and write, apart from the process's library and other tests'.
    ///
    /// - Parameters:
    ///   - assets: The library's assets.
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withLibrary<Result>(
        of assets: [Asset], isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await library.withScope(assets, isolation: isolation, body)
    }

    /// The library's assets, in the order a picker lists them.
    public static var assets: [Asset] {
        get { library.value }
        set { library.withLock { $0 = newValue } }
    }

    /// The asset with an identifier.
    static func asset(_ identifier: String?) -> Asset? {
        guard let identifier else { return nil }
        return assets.first { $0.identifier == identifier }
    }
}
