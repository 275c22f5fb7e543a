import Foundation
import Locking

/// What a player plays: an asset and where in it the player is.
///
/// The position advances with the system's monotonic clock while a player plays the item (nothing
/// is decoded on Linux). When the item's duration is known, playing stops at its end and
/// ``didPlayToEndTimeNotification`` is posted.
// Sendable because its position is under a lock and the rest is immutable.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// The media.
    public let asset: AVAsset
    private let clock = Locked(PlaybackClock())

    /// An item for an asset.
    ///
    /// - Parameter asset: The media.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// An item for the media at a URL.
    ///
    /// - Parameter url: A file or remote URL.
    public convenience init(url: URL) {
        self.init(asset: AVURLAsset(url: url))
    }

    /// Whether the item can be played: `.readyToPlay`, or `.failed` for a local file that cannot
    /// be read or is not media.
    open var status: Status { asset.isPlayable ? .readyToPlay : .failed }

    /// Why the item failed, or nil.
    open var error: (any Error)? {
        asset.isPlayable ? nil : NSError(domain: "AVFoundationErrorDomain", code: -11828)
    }

    /// How long the item plays (`.indefinite` when not known).
    open var duration: CMTime { asset.duration }

    /// Where in the item the player is.
    ///
    /// - Returns: The time, in units of 1/600 s.
    open func currentTime() -> CMTime {
        CMTime(seconds: position, preferredTimescale: 600)
    }

    /// Whether an item is ready to play.
    public enum Status: Int, Sendable {
        /// Not known yet.
        case unknown
        /// Ready to play.
        case readyToPlay
        /// It cannot be played; ``AVPlayerItem/error`` says why.
        case failed
    }

    /// Posted (on the main queue, with the item as its object) when the item plays to its end.
    public static let didPlayToEndTimeNotification = Notification.Name.AVPlayerItemDidPlayToEndTime

    /// Seconds into the item, never past its end.
    var position: TimeInterval {
        let seconds = max(0, clock.value.position)
        let end = duration.seconds
        return duration.isNumeric ? min(seconds, end) : seconds
    }

    /// Seconds from the position to the end at a rate, or nil when the end is not known.
    func remaining(at rate: Double) -> TimeInterval? {
        guard duration.isNumeric, rate > 0 else { return nil }
        return max(0, duration.seconds - position) / rate
    }

    func run(at rate: Double) {
        clock.withLock {
            $0.setRate(rate)
            if rate == 0 { $0.stop() } else { $0.start() }
        }
    }

    func move(to seconds: TimeInterval) {
        clock.withLock { $0.move(to: max(0, seconds)) }
    }
}

extension Notification.Name {
    /// Posted when an ``AVPlayerItem`` plays to its end.
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}
