import Foundation
import Locking

/// A player of a queue of items, one after another: at an item's end (its `actionAtItemEnd`
/// being `.advance`, the default) the next one plays, and the item that ended leaves the queue.
///
/// ```swift
/// let queue = AVQueuePlayer(items: [
///     AVPlayerItem(url: URL(string: "https://example.com/intro.mp4")!),
///     AVPlayerItem(url: URL(string: "https://example.com/main.mp4")!),
/// ])
/// queue.advanceToNextItem()
/// print(queue.items().count)  // 1
/// ```
// Sendable because its queue is under a lock.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    /// The items after the current one.
    private let upcoming = Locked<[AVPlayerItem]>([])
    /// Called when an item ends (the looper that repeats its item).
    let looping = Locked<LoopHook?>(nil)

    /// A queue of items; the first plays first.
    ///
    /// - Parameter items: The items.
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
        upcoming.withLock { $0 = Array(items.dropFirst()) }
        actionAtItemEnd = .advance
    }

    /// An empty queue.
    public override init() {
        super.init()
        actionAtItemEnd = .advance
    }

    /// A queue of one item.
    ///
    /// - Parameter item: The item, or nil.
    public override init(playerItem item: AVPlayerItem?) {
        super.init(playerItem: item)
        actionAtItemEnd = .advance
    }

    /// The items in the queue, the current one first.
    ///
    /// - Returns: The items.
    open func items() -> [AVPlayerItem] {
        (currentItem.map { [$0] } ?? []) + upcoming.value
    }

    /// Ends the current item and plays the next (none when the queue is empty).
    open func advanceToNextItem() {
        let next = upcoming.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        next?.move(to: 0)
        replaceCurrentItem(with: next)
    }

    /// Whether an item can be inserted: not one already in the queue.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - afterItem: The item to insert after, or nil for the end.
    /// - Returns: True when it can.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        !items().contains { $0 === item }
    }

    /// Inserts an item after another, or at the end.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - afterItem: The item to insert after, or nil for the end.
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        if currentItem == nil {
            replaceCurrentItem(with: item)
            return
        }
        upcoming.withLock { queue in
            if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
                queue.insert(item, at: index + 1)
            } else if let afterItem, afterItem === currentItem {
                queue.insert(item, at: 0)
            } else {
                queue.append(item)
            }
        }
    }

    /// Removes an item from the queue (the current one: the next plays).
    ///
    /// - Parameter item: The item.
    open func remove(_ item: AVPlayerItem) {
        if item === currentItem {
            advanceToNextItem()
        } else {
            upcoming.withLock { $0.removeAll { $0 === item } }
        }
    }

    /// Empties the queue.
    open func removeAllItems() {
        upcoming.withLock { $0 = [] }
        replaceCurrentItem(with: nil)
    }

    override func advance(after item: AVPlayerItem) {
        looping.value?.itemDidEnd(item, self)
        advanceToNextItem()
    }

    /// What a looper does when an item ends: queues a fresh copy of its template.
    struct LoopHook: Sendable {
        let itemDidEnd: @Sendable (AVPlayerItem, AVQueuePlayer) -> Void
    }
}

/// Plays an item over and over in a queue player: each time a copy ends, a new copy is queued and
/// plays.
///
/// ```swift
/// let player = AVQueuePlayer()
/// let item = AVPlayerItem(url: URL(string: "https://example.com/waves.mp4")!)
/// let looper = AVPlayerLooper(player: player, templateItem: item)
/// player.play()
/// print(looper.status == .ready)  // true
/// ```
// Sendable because its count is under a lock.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    private let state = Locked((count: 0, looping: true))

    /// Loops an item in a player (whose queue it empties first).
    ///
    /// - Parameters:
    ///   - player: The queue player.
    ///   - templateItem: The item copies are made of.
    ///   - timeRange: The part of the item to loop (the whole item here).
    public init(player: AVQueuePlayer, templateItem: AVPlayerItem, timeRange: CMTimeRange = .invalid) {
        super.init()
        player.removeAllItems()
        player.insert(AVPlayerItem(asset: templateItem.asset), after: nil)
        player.looping.withLock {
            $0 = AVQueuePlayer.LoopHook { [weak self] _, player in
                guard let self, self.state.value.looping else { return }
                self.state.withLock { $0.count += 1 }
                player.insert(AVPlayerItem(asset: templateItem.asset), after: nil)
            }
        }
    }

    /// How many times the item has played to its end.
    open var loopCount: Int { state.value.count }

    /// Whether the looper loops: `.ready`, or `.cancelled` after ``disableLooping()``.
    open var status: Status { state.value.looping ? .ready : .cancelled }

    /// Stops looping: the copy playing plays to its end, and no other follows.
    open func disableLooping() {
        state.withLock { $0.looping = false }
    }

    /// Whether a looper loops.
    public enum Status: Int, Sendable {
        /// Not known.
        case unknown
        /// Looping.
        case ready
        /// It failed.
        case failed
        /// Looping was disabled.
        case cancelled
    }
}
