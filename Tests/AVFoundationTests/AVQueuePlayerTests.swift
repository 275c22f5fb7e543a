import AVFoundation
import Foundation
import Testing

/// `AVQueuePlayer` and `AVPlayerLooper` as Apple documents them
/// (developer.apple.com/documentation/avfoundation/avqueueplayer, …/avplayerlooper): a queue player
/// plays its items one after another, and a looper plays copies of its template item over and over
/// until looping is disabled.
@MainActor
@Suite struct AVQueuePlayerTests {
    /// A 10 ms M4A file on disk, removed by `cleanUp`.
    private func clip() throws -> (AVPlayerItem, cleanUp: () -> Void) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID()).m4a")
        try SoundFiles.m4a(units: 6, timescale: 600).write(to: file)
        return (AVPlayerItem(url: file), { try? FileManager.default.removeItem(at: file) })
    }

    @Test func theQueue_playsItsItemsInTurn() async throws {
        let (first, removeFirst) = try clip()
        let (second, removeSecond) = try clip()
        defer { removeFirst(); removeSecond() }
        let queue = AVQueuePlayer(items: [first, second])
        #expect(queue.actionAtItemEnd == .advance && queue.items().count == 2)
        // Each item's end, in order (posted on the main queue; a 10 ms clip may end before a poll
        // of `currentItem` could see it playing, so the ends are recorded, not sampled).
        let ended = EndedItems()
        let observer = NotificationCenter.default.addObserver(
            forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: nil
        ) { note in
            let item = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { ended.items.append(item) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        queue.play()
        #expect(await waitUntil { queue.currentItem == nil }, "the queue runs out")
        let ours = [ObjectIdentifier(first), ObjectIdentifier(second)]
        #expect(ended.items.filter { $0.map(ours.contains) ?? false } == ours, "the first, then the second")
        #expect(queue.items().isEmpty)
    }

    /// The items whose end was posted, in order (other tests' items among them).
    @MainActor private final class EndedItems {
        var items: [ObjectIdentifier?] = []
    }

    @Test func itemsAreInserted_removed_andSkipped() {
        let items = (0..<3).map { AVPlayerItem(url: URL(string: "https://example.com/\($0).mp4")!) }
        let queue = AVQueuePlayer()
        queue.insert(items[0], after: nil)
        queue.insert(items[2], after: nil)
        queue.insert(items[1], after: items[0])
        #expect(queue.items().map { ObjectIdentifier($0) } == items.map { ObjectIdentifier($0) })
        #expect(!queue.canInsert(items[1], after: nil), "an item is queued once")
        queue.advanceToNextItem()
        #expect(queue.currentItem === items[1])
        queue.remove(items[2])
        #expect(queue.items().count == 1)
        queue.removeAllItems()
        #expect(queue.items().isEmpty)
    }

    @Test func aLooper_playsCopiesOverAndOver_untilLoopingIsDisabled() async throws {
        let (template, cleanUp) = try clip()
        defer { cleanUp() }
        let player = AVQueuePlayer()
        let looper = AVPlayerLooper(player: player, templateItem: template)
        #expect(looper.status == .ready && player.items().count == 1)
        #expect(player.currentItem !== template, "a copy plays, not the template")
        player.play()
        #expect(await waitUntil { looper.loopCount >= 3 })
        looper.disableLooping()
        #expect(looper.status == .cancelled)
        #expect(await waitUntil { player.currentItem == nil }, "the copy playing ends, and none follows")
    }
}
