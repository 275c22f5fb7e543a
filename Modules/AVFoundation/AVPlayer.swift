import Foundation
import Locking
import Observation

/// Plays an item: a movie or a sound, local or remote.
///
/// Linux has no pictures or sound to give: a player keeps time. ``play()`` sets ``rate`` to 1 and
/// the item's position advances with the system's monotonic clock; ``pause()`` stops it;
/// `seek(to:)` moves it. An item whose duration is known stops at its end (the rate goes back to
/// 0 and `.AVPlayerItemDidPlayToEndTime` is posted on the main queue, as on iOS); remote media is
/// not fetched and plays on forever.
///
/// Unlike Apple's, which is observed with key-value observing, this player is `Observable`, so
/// that a `VideoPlayer` showing it is drawn again when it plays or pauses.
///
/// ```swift
/// let player = AVPlayer(url: URL(string: "https://example.com/trailer.mp4")!)
/// player.play()
/// print(player.timeControlStatus == .playing)  // true
/// player.pause()
/// player.seek(to: .zero)
/// ```
// Sendable because its state is under a lock and its registrar is Sendable.
open class AVPlayer: NSObject, Observable, @unchecked Sendable {
    private struct State: Sendable {
        var item: AVPlayerItem?
        var rate: Float = 0
        var defaultRate: Float = 1
        var volume: Float = 1
        var isMuted = false
        var actionAtItemEnd = ActionAtItemEnd.pause
        /// The end the item plays to: a later change moves or cancels it.
        var end = ScheduledEnd()
    }

    private let state = Locked(State())
    private let registrar = ObservationRegistrar()

    /// A player with no item.
    public override init() {
        super.init()
    }

    /// A player for the media at a URL.
    ///
    /// - Parameter url: A file or remote URL.
    public convenience init(url: URL) {
        self.init(playerItem: AVPlayerItem(url: url))
    }

    /// A player for an item.
    ///
    /// - Parameter item: The item, or nil.
    public init(playerItem item: AVPlayerItem?) {
        state.withLock { $0.item = item }
        super.init()
    }

    /// The item playing, or nil.
    open var currentItem: AVPlayerItem? {
        registrar.access(self, keyPath: \.currentItem)
        return state.value.item
    }

    /// How fast the item plays: 0 paused, 1 at its normal speed. Setting it plays or pauses.
    open var rate: Float {
        get {
            registrar.access(self, keyPath: \.rate)
            return state.value.rate
        }
        set { change(rate: newValue) }
    }

    /// The rate ``play()`` plays at.
    open var defaultRate: Float {
        get { state.value.defaultRate }
        set { state.withLock { $0.defaultRate = newValue } }
    }

    /// Whether the player plays, is paused, or waits.
    open var timeControlStatus: TimeControlStatus {
        rate != 0 && currentItem != nil ? .playing : .paused
    }

    /// Whether the player can play: `.readyToPlay`.
    open var status: Status { .readyToPlay }

    /// Why the player failed: never here.
    open var error: (any Error)? { nil }

    /// The loudness, from 0 to 1.
    open var volume: Float {
        get { state.value.volume }
        set { state.withLock { $0.volume = min(max(newValue, 0), 1) } }
    }

    /// Whether the sound is muted.
    open var isMuted: Bool {
        get { state.value.isMuted }
        set { state.withLock { $0.isMuted = newValue } }
    }

    /// What happens when the item ends: the player pauses (`.pause`, the default) or goes on.
    open var actionAtItemEnd: ActionAtItemEnd {
        get { state.value.actionAtItemEnd }
        set { state.withLock { $0.actionAtItemEnd = newValue } }
    }

    /// Plays at ``defaultRate``.
    open func play() {
        change(rate: defaultRate)
    }

    /// Pauses.
    open func pause() {
        change(rate: 0)
    }

    /// Plays another item, from its position, at the player's rate.
    ///
    /// - Parameter item: The item, or nil to play nothing.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        registrar.withMutation(of: self, keyPath: \.currentItem) {
            let (old, rate) = state.withLock { state in
                defer { state.item = item }
                return (state.item, state.rate)
            }
            old?.run(at: 0)
            item?.run(at: Double(rate))
        }
        scheduleEnd()
    }

    /// Where in the item the player is.
    ///
    /// - Returns: The item's time, or `.zero` without an item.
    open func currentTime() -> CMTime {
        currentItem?.currentTime() ?? .zero
    }

    /// Moves to a time in the item (clamped to the item's span).
    ///
    /// - Parameter time: Where to go.
    open func seek(to time: CMTime) {
        move(to: time)
    }

    /// Moves to a time in the item, then calls `completionHandler`.
    ///
    /// - Parameters:
    ///   - time: Where to go.
    ///   - completionHandler: Called at once with true: the seek finished.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        move(to: time)
        completionHandler(true)
    }

    /// Moves to a time in the item.
    ///
    /// - Parameter time: Where to go.
    /// - Returns: True: the seek finished.
    @discardableResult
    open func seek(to time: CMTime) async -> Bool {
        move(to: time)
        return true
    }

    /// Moves to a time within tolerances (exactly to it here).
    ///
    /// - Parameters:
    ///   - time: Where to go.
    ///   - toleranceBefore: How much earlier it may land.
    ///   - toleranceAfter: How much later it may land.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        move(to: time)
    }

    /// Moves to a time within tolerances, then calls `completionHandler`.
    ///
    /// - Parameters:
    ///   - time: Where to go.
    ///   - toleranceBefore: How much earlier it may land.
    ///   - toleranceAfter: How much later it may land.
    ///   - completionHandler: Called at once with true.
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
        completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
        move(to: time)
        completionHandler(true)
    }

    /// Whether the player plays, is paused, or waits.
    public enum TimeControlStatus: Int, Sendable {
        /// Paused.
        case paused
        /// Waiting for media to play at its rate.
        case waitingToPlayAtSpecifiedRate
        /// Playing.
        case playing
    }

    /// Whether the player can play.
    public enum Status: Int, Sendable {
        /// Not known yet.
        case unknown
        /// Ready to play.
        case readyToPlay
        /// It cannot play.
        case failed
    }

    /// What happens when an item ends.
    public enum ActionAtItemEnd: Int, Sendable {
        /// The next item plays (a queue player's default); a player without a queue pauses.
        case advance
        /// The player pauses (the default).
        case pause
        /// Nothing: the player's rate stays.
        case none
    }

    private func move(to time: CMTime) {
        guard time.isNumeric else { return }
        currentItem?.move(to: time.seconds)
        scheduleEnd()
    }

    private func change(rate: Float) {
        registrar.withMutation(of: self, keyPath: \.rate) {
            let item = state.withLock { state in
                state.rate = max(0, rate)
                return state.item
            }
            item?.run(at: Double(max(0, rate)))
        }
        scheduleEnd()
    }

    /// Schedules the end of the item on the main queue: an item plays for its duration, which is the
    /// one delay here.
    private func scheduleEnd() {
        let (ticket, item, rate) = state.withLock { state in
            (state.end.schedule(), state.item, state.rate)
        }
        guard let item, let remaining = item.remaining(at: Double(rate)) else { return }
        ScheduledEnd.wait(ticket, seconds: remaining, owner: self) { $0.reachEnd($1) }
    }

    private func reachEnd(_ ticket: ScheduledEnd.Ticket) {
        let item = state.withLock { state in
            state.end.isCurrent(ticket) && state.rate > 0 ? state.item : nil
        }
        guard let item else { return }
        if actionAtItemEnd == .pause { pause() }
        NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: item)
        if actionAtItemEnd == .advance { advance(after: item) }
    }

    /// What `.advance` does at an item's end: a player has no next item, so it pauses; a queue
    /// player plays its next one.
    func advance(after item: AVPlayerItem) {
        pause()
    }
}
