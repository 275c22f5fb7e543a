import Foundation
import Locking

/// Plays a sound from a file or from data.
///
/// Linux has no audio output, so a player keeps time instead of making sound. ``play()`` starts
/// its clock (and lists the sound in ``SimulatedAudioOutput/playedSounds``): ``isPlaying`` is
/// true and ``currentTime`` advances with the system's monotonic clock at ``rate`` until the
/// sound has played through ``numberOfLoops`` more times, when the delegate hears
/// ``AVAudioPlayerDelegate/audioPlayerDidFinishPlaying(_:successfully:)`` on the main queue, as on
/// iOS. ``duration`` is read from the data's header (WAV, AIFF, CAF, MP4 and M4A, MP3 at its first
/// frame's bit rate); a sound whose header gives no duration finishes as soon as it starts. Data
/// in none of these formats is refused, as Core Audio refuses what it cannot play. As on iOS, a
/// player that is released stops: keep it in a property.
///
/// ```swift
/// final class Sounds {
///     private var player: AVAudioPlayer?
///     func ding(_ url: URL) {
///         player = try? AVAudioPlayer(contentsOf: url)
///         player?.volume = 0.5
///         player?.play()
///     }
/// }
/// ```
// Sendable because its playback state is under a lock; `delegate`, like UIKit's delegates, is set
// and read on the main queue, where its callbacks come.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    private struct State: Sendable {
        var clock = PlaybackClock()
        var volume: Float = 1
        var pan: Float = 0
        var rate: Float = 1
        var enableRate = false
        var numberOfLoops = 0
        var isMeteringEnabled = false
        /// The end the sound plays to: a later change moves or cancels it.
        var end = ScheduledEnd()
    }

    /// The largest file read (256 MiB): bigger ones are refused.
    static let fileSizeLimit = 256 << 20

    private let state = Locked(State())
    private let name: String

    /// The file the sound came from, or nil for a player made from data.
    public let url: URL?
    /// The sound's data, or nil for a player made from a file.
    public let data: Data?
    /// How long the sound plays, in seconds, once (0 when its header does not say).
    public let duration: TimeInterval
    /// The sound's channels.
    public let numberOfChannels: Int
    /// Told when the sound finishes.
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// A player for the sound in a file.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: An `NSError` in `NSOSStatusErrorDomain`: the file cannot be read (`-43`), or is
    ///   not audio in a format read here (`1954115647`, Core Audio's unsupported file type).
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, fileTypeHint: nil)
    }

    /// A player for the sound in a file of a type.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - utiString: The file's type (the format is read from the data; the hint is not needed).
    /// - Throws: An `NSError` in `NSOSStatusErrorDomain`, as ``init(contentsOf:)``.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard url.isFileURL, let data = AVAudioPlayer.readFile(url) else { throw AVAudioPlayer.error(-43) }
        guard let info = MediaFileInfo.read(data) else { throw AVAudioPlayer.error(1_954_115_647) }
        self.url = url
        self.data = nil
        name = url.lastPathComponent
        duration = info.duration
        numberOfChannels = info.channels
        super.init()
    }

    /// A player for a sound in memory.
    ///
    /// - Parameter data: The sound file's bytes.
    /// - Throws: An `NSError` in `NSOSStatusErrorDomain` with code `1954115647` (Core Audio's
    ///   unsupported file type) when the data is not audio in a format read here.
    public convenience init(data: Data) throws {
        try self.init(data: data, fileTypeHint: nil)
    }

    /// A player for a sound in memory of a type.
    ///
    /// - Parameters:
    ///   - data: The sound file's bytes.
    ///   - utiString: The data's type (the format is read from the data; the hint is not needed).
    /// - Throws: An `NSError` in `NSOSStatusErrorDomain`, as ``init(data:)``.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        guard let info = MediaFileInfo.read(data) else { throw AVAudioPlayer.error(1_954_115_647) }
        url = nil
        self.data = data
        name = "data"
        duration = info.duration
        numberOfChannels = info.channels
        super.init()
    }

    /// Whether the sound is playing.
    open var isPlaying: Bool { state.value.clock.isRunning }

    /// Where in the sound the player is, in seconds; setting it moves there.
    open var currentTime: TimeInterval {
        get { Self.position(in: state.value, duration: duration) }
        set {
            let target = max(0, min(newValue, duration))
            state.withLock {
                let played = duration > 0 ? ($0.clock.position / duration).rounded(.down) * duration : 0
                $0.clock.move(to: played + target)
            }
            scheduleEnd()
        }
    }

    /// The loudness, from 0 (silent) to 1.
    open var volume: Float {
        get { state.value.volume }
        set { state.withLock { $0.volume = min(max(newValue, 0), 1) } }
    }

    /// Where the sound sits, from -1 (left) to 1 (right).
    open var pan: Float {
        get { state.value.pan }
        set { state.withLock { $0.pan = min(max(newValue, -1), 1) } }
    }

    /// How many more times the sound plays after the first; a negative number loops until
    /// ``stop()``.
    open var numberOfLoops: Int {
        get { state.value.numberOfLoops }
        set {
            state.withLock { $0.numberOfLoops = newValue }
            scheduleEnd()
        }
    }

    /// Whether ``rate`` applies.
    open var enableRate: Bool {
        get { state.value.enableRate }
        set {
            state.withLock {
                $0.enableRate = newValue
                $0.clock.setRate(newValue ? Double($0.rate) : 1)
            }
            scheduleEnd()
        }
    }

    /// How fast the sound plays, from 0.5 to 2, when ``enableRate`` is true.
    open var rate: Float {
        get { state.value.rate }
        set {
            state.withLock {
                $0.rate = min(max(newValue, 0.5), 2)
                if $0.enableRate { $0.clock.setRate(Double($0.rate)) }
            }
            scheduleEnd()
        }
    }

    /// The audio device's time, in seconds, which advances whether the player plays or not.
    open var deviceCurrentTime: TimeInterval { PlaybackClock.deviceTime }

    /// Whether ``averagePower(forChannel:)`` and ``peakPower(forChannel:)`` are measured.
    open var isMeteringEnabled: Bool {
        get { state.value.isMeteringEnabled }
        set { state.withLock { $0.isMeteringEnabled = newValue } }
    }

    /// Loads the sound so that playing starts at once (nothing to load here).
    ///
    /// - Returns: True.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts playing, or resumes after a pause.
    ///
    /// - Returns: True.
    @discardableResult
    open func play() -> Bool {
        let fromTheStart = state.withLock { state -> Bool in
            guard !state.clock.isRunning else { return false }
            defer { state.clock.start() }
            return Self.position(in: state, duration: duration) == 0
        }
        if fromTheStart { SimulatedAudioOutput.played(name) }
        scheduleEnd()
        return true
    }

    /// Starts playing at a time of ``deviceCurrentTime`` (at once when it has passed).
    ///
    /// - Parameter time: When to start.
    /// - Returns: True.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool {
        let delay = max(0, time - deviceCurrentTime)
        state.withLock {
            let rate = $0.clock.rate
            $0.clock.move(to: $0.clock.position - delay * rate)
        }
        return play()
    }

    /// Pauses where the sound is; ``play()`` resumes there.
    open func pause() {
        state.withLock {
            $0.clock.stop()
            $0.end.cancel()
        }
    }

    /// Stops playing; the position stays where it is (set ``currentTime`` to 0 to start over).
    open func stop() {
        pause()
    }

    /// Changes the volume over a time (at once here).
    ///
    /// - Parameters:
    ///   - volume: The new volume, from 0 to 1.
    ///   - duration: How long the fade takes.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        self.volume = volume
    }

    /// Measures the levels (nothing is heard, so they stay at silence).
    open func updateMeters() {}

    /// A channel's average level in decibels.
    ///
    /// - Parameter channelNumber: The channel.
    /// - Returns: -160, silence: nothing is heard on Linux.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// A channel's peak level in decibels.
    ///
    /// - Parameter channelNumber: The channel.
    /// - Returns: -160, silence: nothing is heard on Linux.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    /// How long the sound plays in all, loops included (infinite when it loops until stopped).
    private static func length(of state: State, duration: TimeInterval) -> TimeInterval {
        state.numberOfLoops < 0 ? .infinity : duration * Double(state.numberOfLoops + 1)
    }

    private static func position(in state: State, duration: TimeInterval) -> TimeInterval {
        let played = max(0, state.clock.position)
        guard duration > 0, played < length(of: state, duration: duration) else { return 0 }
        return played.truncatingRemainder(dividingBy: duration)
    }

    /// Schedules the end of the sound on the main queue: a player plays for its duration, which is
    /// the one delay here.
    private func scheduleEnd() {
        let (ticket, remaining) = state.withLock { state -> (ScheduledEnd.Ticket, TimeInterval?) in
            let ticket = state.end.schedule()
            guard state.clock.isRunning else { return (ticket, nil) }
            let left = Self.length(of: state, duration: duration) - state.clock.position
            return (ticket, left.isFinite ? max(0, left) / state.clock.rate : nil)
        }
        guard let remaining else { return }
        ScheduledEnd.wait(ticket, seconds: remaining, owner: self) { $0.reachEnd($1) }
    }

    private func reachEnd(_ ticket: ScheduledEnd.Ticket) {
        let finished = state.withLock { state -> Bool in
            guard state.end.isCurrent(ticket), state.clock.isRunning else { return false }
            state.clock.stop()
            state.clock.move(to: 0)
            return true
        }
        if finished { delegate?.audioPlayerDidFinishPlaying(self, successfully: true) }
    }

    private static func readFile(_ url: URL) -> Data? {
        guard let size = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
            size.isRegularFile == true, (size.fileSize ?? 0) <= fileSizeLimit
        else { return nil }
        return try? Data(contentsOf: url)
    }

    private static func error(_ status: Int) -> NSError {
        NSError(domain: NSOSStatusErrorDomain, code: status)
    }
}
