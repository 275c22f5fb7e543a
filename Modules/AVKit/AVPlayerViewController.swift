import AVFoundation
import UIKit

/// A view controller that shows a player's video with the system's controls, for apps that wrap it
/// in a `UIViewControllerRepresentable` or present it. No UIKit view is shown on Linux: it keeps its
/// player and settings.
///
/// ```swift
/// let controller = AVPlayerViewController()
/// controller.player = AVPlayer(url: URL(string: "https://example.com/trailer.mp4")!)
/// controller.showsPlaybackControls = true
/// ```
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    /// The player.
    open var player: AVPlayer?
    /// Whether the playback controls are shown.
    open var showsPlaybackControls = true
    /// How the video fills the view.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether the video goes full screen when it starts.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether full screen ends when the video ends.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether picture in picture is allowed.
    open var allowsPictureInPicturePlayback = true
    /// Whether picture in picture starts when the app goes to the background.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether the controller updates the Now Playing information.
    open var updatesNowPlayingInfoCenter = true
    /// Told about full screen and picture in picture (never, here).
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// Whether the first frame is ready: true once there is a player with an item.
    open var isReadyForDisplay: Bool { player?.currentItem != nil }
}

/// Told about an ``AVPlayerViewController``'s full screen and picture in picture (which never
/// happen on Linux).
@MainActor @preconcurrency
public protocol AVPlayerViewControllerDelegate: AnyObject {}
