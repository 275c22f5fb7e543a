import Foundation

/// Timed media: a movie or a sound, and what is known of it without playing it.
///
/// On Linux nothing is decoded: an asset knows what its file's header says (its duration, for
/// WAV, AIFF, CAF, MP4, M4A, MOV and MP3 files on disk). Remote media is not fetched: its duration
/// is indefinite, as a live stream's is.
// Sendable because it is immutable after init.
open class AVAsset: NSObject, @unchecked Sendable {
    /// How long the media plays (`.indefinite` when it is not known).
    open var duration: CMTime { .indefinite }
    /// Whether the media can be played: true unless it is a local file that cannot be read or is
    /// not media.
    open var isPlayable: Bool { true }

    /// An asset of nothing known.
    public override init() {
        super.init()
    }

    /// An asset for the media at a URL.
    ///
    /// - Parameter url: A file or remote URL.
    public convenience init(url: URL) {
        self.init()
    }

    /// Loads a property of the asset.
    ///
    /// - Parameter property: The property, such as `.duration`.
    /// - Returns: Its value.
    /// - Throws: Nothing here: what is known is known at once.
    public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T {
        property.read(self)
    }

    /// Loads two properties of the asset.
    ///
    /// - Parameters:
    ///   - first: A property, such as `.duration`.
    ///   - second: Another property.
    /// - Returns: Their values.
    /// - Throws: Nothing here: what is known is known at once.
    public func load<A, B>(
        _ first: AVAsyncProperty<AVAsset, A>, _ second: AVAsyncProperty<AVAsset, B>
    ) async throws -> (A, B) {
        (first.read(self), second.read(self))
    }
}

/// An asset at a URL: a file on disk (whose header is read once, at most 256 MiB of it) or remote
/// media (not fetched).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The media's URL.
    public let url: URL
    private let info: MediaFileInfo?

    /// An asset for the media at a URL.
    ///
    /// - Parameters:
    ///   - url: A file or remote URL.
    ///   - options: Loading options (not used).
    public init(url: URL, options: [String: Any]? = nil) {
        self.url = url
        if url.isFileURL {
            let size = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            let readable = size?.isRegularFile == true && (size?.fileSize ?? 0) <= AVAudioPlayer.fileSizeLimit
            info = readable ? (try? Data(contentsOf: url)).flatMap(MediaFileInfo.read) : nil
        } else {
            info = nil
        }
        super.init()
    }

    /// The file's duration from its header; `.indefinite` for remote media.
    open override var duration: CMTime {
        guard url.isFileURL else { return .indefinite }
        return CMTime(seconds: info?.duration ?? 0, preferredTimescale: 600)
    }

    /// False for a local file that cannot be read or is not media.
    open override var isPlayable: Bool { !url.isFileURL || info != nil }
}

/// A property of an asset that ``AVAsset/load(_:)`` loads.
public final class AVAsyncProperty<Root, Value>: @unchecked Sendable {  // immutable after init
    let read: (AVAsset) -> Value

    init(read: @escaping (AVAsset) -> Value) {
        self.read = read
    }
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
    /// How long the asset plays.
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
    /// Whether the asset can be played.
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { $0.isPlayable } }
}
