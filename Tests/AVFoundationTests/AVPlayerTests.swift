import AVFoundation
import Foundation
import Testing

/// `AVPlayer` as Apple documents it (developer.apple.com/documentation/avfoundation/avplayer):
/// `play()` sets the rate to 1, `pause()` to 0, `seek(to:)` moves the current time, and an item
/// that plays to its end posts `AVPlayerItemDidPlayToEndTime` (the player pauses, its
/// `actionAtItemEnd` being `.pause`).
@MainActor
@Suite struct AVPlayerTests {
    @Test func playAndPause_setTheRate() {
        let player = AVPlayer(url: URL(string: "https://example.com/trailer.mp4")!)
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .playing)
        player.pause()
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        player.seek(to: CMTime(value: 3, timescale: 1))
        #expect(player.currentTime() == CMTime(value: 3, timescale: 1))
        #expect(player.currentItem?.duration == .indefinite, "remote media is not fetched")
        #expect(player.currentItem?.status == .readyToPlay)
    }

    @Test func seeking_movesTheCurrentTime() async {
        let player = AVPlayer(url: URL(string: "https://example.com/trailer.mp4")!)
        await player.seek(to: CMTime(seconds: 12.5, preferredTimescale: 600))
        #expect(player.currentTime() == CMTime(value: 25, timescale: 2))
        #expect(await player.seek(to: .zero))
        #expect(player.currentTime() == .zero)
        player.play()
        #expect(player.currentTime() >= .zero)
    }

    @Test func aPlayerWithoutAnItem_playsNothing() {
        let player = AVPlayer()
        player.play()
        #expect(player.timeControlStatus == .paused && player.currentTime() == .zero)
        let item = AVPlayerItem(url: URL(string: "https://example.com/a.mp4")!)
        player.replaceCurrentItem(with: item)
        #expect(player.currentItem === item && player.timeControlStatus == .playing)
    }

    @Test func aLocalItem_knowsItsDuration_andPlaysToItsEnd() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID()).m4a")
        try SoundFiles.m4a(units: 6, timescale: 600).write(to: file)  // 10 ms
        defer { try? FileManager.default.removeItem(at: file) }
        let player = AVPlayer(url: file)
        let item = try #require(player.currentItem)
        #expect(item.duration == CMTime(value: 6, timescale: 600))
        #expect(try await item.asset.load(.duration) == CMTime(value: 1, timescale: 100))
        let ended = Ended()
        let observer = NotificationCenter.default.addObserver(
            forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil
        ) { _ in ended.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        player.play()
        #expect(await waitUntil { ended.count == 1 })
        #expect(player.rate == 0 && player.currentTime() == item.duration)
    }

    @Test func aLocalFileThatIsNotMedia_fails() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).mp4")
        try Data("not a movie".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let item = AVPlayerItem(url: file)
        #expect(item.status == .failed && item.error != nil && !item.asset.isPlayable)
    }

    final class Ended: @unchecked Sendable {  // written and read on the main queue only
        var count = 0
    }
}

/// `addPeriodicTimeObserver(forInterval:queue:using:)`
/// (developer.apple.com/documentation/avfoundation/avplayer/addperiodictimeobserver(forinterval:queue:using:)):
/// the block is called periodically while the player plays, until the observer is removed.
@MainActor
@Suite struct AVPlayerTimeObserverTests {
    final class Times: @unchecked Sendable {  // written on the main queue, read on the main actor
        var seen: [CMTime] = []
    }

    @Test func aPeriodicObserver_isToldTheTime_whileThePlayerPlays() async {
        let player = AVPlayer(url: URL(string: "https://example.com/live.m3u8")!)
        let times = Times()
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 100), queue: .main) {
            times.seen.append($0)
        }
        player.play()
        #expect(await waitUntil { times.seen.count >= 3 })
        #expect(times.seen == times.seen.sorted(), "time moves forward")
        player.removeTimeObserver(token)
        player.pause()
        let count = times.seen.count
        let other = Times()
        let check = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 100), queue: nil) {
            other.seen.append($0)
        }
        player.play()
        #expect(await waitUntil { other.seen.count >= 2 })
        #expect(times.seen.count == count, "a removed observer is not called again")
        player.removeTimeObserver(check)
    }
}
