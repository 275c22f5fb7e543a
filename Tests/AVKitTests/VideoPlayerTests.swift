import AVKit
import Foundation
import Testing
import TextUI
import TextUITesting

/// SwiftUI's `VideoPlayer` (developer.apple.com/documentation/avkit/videoplayer): a view of a
/// player's content with the system's playback controls and an overlay over the video. Drawn as
/// text: the item and whether it plays, the control, then the overlay.
@MainActor
@Suite struct VideoPlayerTests {
    /// Apple's example from VideoPlayer's documentation, as written there: a player made in a task,
    /// a button that plays or pauses it and seeks to zero.
    struct ContentView: View {
        @State private var player: AVPlayer?
        @State private var isPlaying = false

        var body: some View {
            VStack {
                if let player {
                    VideoPlayer(player: player)
                        .frame(width: 320, height: 180, alignment: .center)
                    Button {
                        isPlaying ? player.pause() : player.play()
                        isPlaying.toggle()
                        player.seek(to: .zero)
                    } label: {
                        Image(systemName: isPlaying ? "stop" : "play")
                            .padding()
                    }
                }
            }
            .task {
                player = AVPlayer(url: URL(string: "https://example.com/pier.mp4")!)
            }
        }
    }

    @Test func applesExample_showsTheItem_andPlaysFromItsButton() async throws {
        let host = ViewHost(ContentView())
        await host.settle()
        #expect(host.render().contains("▶ pier.mp4 · paused"))
        try host.tap("play")
        #expect(host.render().contains("▶ pier.mp4 · playing"))
        try host.tap("❚❚ Pause")
        #expect(host.render().contains("▶ pier.mp4 · paused"))
        host.unmount()
    }

    @Test func theOverlay_isDrawnBelowTheControls() throws {
        let player = AVPlayer(url: URL(fileURLWithPath: "/movies/trailer.mov"))
        let host = ViewHost(VideoPlayer(player: player) { Text("Now showing") })
        #expect(host.render() == "▶ trailer.mov · paused\n[ ▶ Play ]\nNow showing")
        try host.tap("▶ Play")
        #expect(player.timeControlStatus == .playing)
        #expect(host.render() == "▶ trailer.mov · playing\n[ ❚❚ Pause ]\nNow showing")
        player.pause()
        #expect(host.render().hasPrefix("▶ trailer.mov · paused"), "the view follows the player")
        host.unmount()
    }

    @Test func withoutAPlayer_thereIsNoVideo() {
        let host = ViewHost(VideoPlayer(player: nil))
        #expect(host.render() == "▶ no video")
        host.unmount()
    }

    @Test func thePlayerViewController_keepsItsPlayer() {
        let controller = AVPlayerViewController()
        let player = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
        controller.player = player
        controller.videoGravity = .resizeAspectFill
        #expect(controller.player === player && controller.isReadyForDisplay)
        #expect(controller.showsPlaybackControls && controller.videoGravity == .resizeAspectFill)
    }
}
