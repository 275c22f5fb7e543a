import AVFoundation
import TextUI

/// A view that shows a player's video with playback controls: in text, a line naming the item
/// (its URL's last path component) and whether it plays, then the play or pause control as a
/// button, then the overlay.
///
/// ```
/// ▶ trailer.mp4 · paused
/// [ ▶ Play ]
/// ```
///
/// Tapping the control plays or pauses the player, as the person would on iOS; the view is drawn
/// again when the player plays or pauses, from the control or from the app. Without a player or an
/// item it shows `▶ no video`. No picture is shown.
///
/// ```swift
/// import TextUI
///
/// struct Trailer: View {
///     @State private var player = AVPlayer(url: URL(string: "https://example.com/trailer.mp4")!)
///     var body: some View {
///         VideoPlayer(player: player) {
///             Text("Now showing")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct VideoPlayer<VideoOverlay: View>: View {
    private let player: AVPlayer?
    private let overlay: VideoOverlay

    /// A player view with an overlay over the video.
    ///
    /// - Parameters:
    ///   - player: The player, or nil for none yet.
    ///   - videoOverlay: The view over the video (drawn below the controls here).
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let player, let item = player.currentItem {
                let playing = player.rate != 0
                Text("▶ " + Self.name(of: item) + (playing ? " · playing" : " · paused"))
                if playing {
                    Button("❚❚ Pause") { player.pause() }
                } else {
                    Button("▶ Play") { player.play() }
                }
            } else {
                Text("▶ no video")
            }
            overlay
        }
    }

    /// The last path component of the item's URL, or `video` when it has none.
    private static func name(of item: AVPlayerItem) -> String {
        guard let asset = item.asset as? AVURLAsset else { return "video" }
        let name = asset.url.lastPathComponent
        return name.isEmpty || name == "/" ? (asset.url.host ?? "video") : name
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player view.
    ///
    /// - Parameter player: The player, or nil for none yet.
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
