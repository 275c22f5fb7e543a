import Foundation
import Locking

/// Records sound from the microphone into a file.
///
/// Linux has no microphone: the recorder records silence. It records only when the person let the
/// app use the microphone (``SimulatedCaptureDevices`` for `.audio`; by default they decline, and
/// ``record()`` returns false). While it records, ``currentTime`` advances with the system's
/// monotonic clock; ``stop()`` writes the file at ``url``: a WAV file of silence as long as the
/// recording (16-bit samples at the settings' rate and channels), whatever format the settings ask
/// (Linux has no AAC encoder), so ``AVAudioPlayer`` and any WAV reader play it. The delegate hears
/// that it finished on the main queue.
///
/// ```swift
/// let url = URL.temporaryDirectory.appendingPathComponent("memo.m4a")
/// let settings: [String: Any] = [
///     AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12_000, AVNumberOfChannelsKey: 1,
///     AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
/// ]
/// let recorder = try AVAudioRecorder(url: url, settings: settings)
/// print(recorder.record())  // false: by default the person declines the microphone
/// ```
// Sendable because its state is under a lock and the rest is immutable; `delegate`, like UIKit's
// delegates, is set and read on the main queue, where its callbacks come.
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    private struct State: Sendable {
        var clock = PlaybackClock()
        var limit: TimeInterval?
        var isMeteringEnabled = false
        /// The end of a recording of a given length: ``stop()`` cancels it.
        var end = ScheduledEnd()
    }

    private let state = Locked(State())
    private let sampleRate: Int
    private let channels: Int

    /// Where the recording is written.
    public let url: URL
    /// The settings the recorder was made with.
    public let settings: [String: Any]
    /// Told when recording finishes.
    open weak var delegate: (any AVAudioRecorderDelegate)?

    /// A recorder that writes to a file URL.
    ///
    /// - Parameters:
    ///   - url: Where to write; a file URL.
    ///   - settings: The format, sample rate (8 to 192 kHz; 44.1 kHz when absent) and channels (1
    ///     or 2; 1 when absent).
    /// - Throws: An `NSError` in `NSOSStatusErrorDomain` when the URL is not a file URL (`-43`) or
    ///   the settings are out of range (`-50`, Core Audio's bad parameter).
    public init(url: URL, settings: [String: Any]) throws {
        let rate = Self.integer(settings[AVSampleRateKey]) ?? 44_100
        let channels = Self.integer(settings[AVNumberOfChannelsKey]) ?? 1
        guard url.isFileURL else { throw NSError(domain: NSOSStatusErrorDomain, code: -43) }
        guard (8_000...192_000).contains(rate), (1...2).contains(channels) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: -50)
        }
        self.url = url
        self.settings = settings
        sampleRate = rate
        self.channels = channels
        super.init()
    }

    /// Whether it records.
    open var isRecording: Bool { state.value.clock.isRunning }

    /// How long it has recorded, in seconds.
    open var currentTime: TimeInterval {
        let state = state.value
        return min(state.clock.position, state.limit ?? .infinity)
    }

    /// The audio device's time, in seconds.
    open var deviceCurrentTime: TimeInterval { PlaybackClock.deviceTime }

    /// Whether the levels are measured.
    open var isMeteringEnabled: Bool {
        get { state.value.isMeteringEnabled }
        set { state.withLock { $0.isMeteringEnabled = newValue } }
    }

    /// Prepares the file (nothing to prepare here).
    ///
    /// - Returns: True.
    @discardableResult
    open func prepareToRecord() -> Bool { true }

    /// Starts or resumes recording.
    ///
    /// - Returns: False when the app may not use the microphone.
    @discardableResult
    open func record() -> Bool {
        guard SimulatedCaptureDevices.authorizationStatus(for: .audio) == .authorized else { return false }
        state.withLock { $0.clock.start() }
        return true
    }

    /// Records for a time, then stops (and tells the delegate).
    ///
    /// - Parameter duration: Seconds.
    /// - Returns: False when the app may not use the microphone.
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool {
        guard duration > 0, record() else { return false }
        let ticket = state.withLock { state -> ScheduledEnd.Ticket in
            state.limit = state.clock.position + duration
            return state.end.schedule()
        }
        // A recording of a given length lasts that long: the one delay here.
        ScheduledEnd.wait(ticket, seconds: duration, owner: self) { recorder, ticket in
            if recorder.state.value.end.isCurrent(ticket) { recorder.stop() }
        }
        return true
    }

    /// Pauses; ``record()`` resumes.
    open func pause() {
        state.withLock { $0.clock.stop() }
    }

    /// Stops, writes the file, and tells the delegate on the main queue whether it was written.
    open func stop() {
        let recorded = state.withLock { state -> TimeInterval? in
            guard state.clock.isRunning || state.clock.position > 0 else { return nil }
            state.clock.stop()
            let length = min(state.clock.position, state.limit ?? .infinity)
            state.clock.move(to: 0)
            state.limit = nil
            state.end.cancel()
            return length
        }
        guard let recorded else { return }
        let written = (try? silence(seconds: recorded).write(to: url, options: .atomic)) != nil
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.audioRecorderDidFinishRecording(self, successfully: written)
        }
    }

    /// Deletes the file written.
    ///
    /// - Returns: True when it was deleted.
    @discardableResult
    open func deleteRecording() -> Bool {
        (try? FileManager.default.removeItem(at: url)) != nil
    }

    /// Measures the levels (silence here).
    open func updateMeters() {}

    /// A channel's average level in decibels.
    ///
    /// - Parameter channelNumber: The channel.
    /// - Returns: -160: silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// A channel's peak level in decibels.
    ///
    /// - Parameter channelNumber: The channel.
    /// - Returns: -160: silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    /// A setting's number, as apps write it (`Int`, `Double`, `Float` or `NSNumber`).
    private static func integer(_ value: Any?) -> Int? {
        switch value {
        case let value as Int: value
        case let value as Double: value.isFinite ? Int(value) : nil
        case let value as Float: value.isFinite ? Int(value) : nil
        case let value as NSNumber: value.intValue
        default: nil
        }
    }

    /// A WAV file of 16-bit silence, `seconds` long.
    private func silence(seconds: TimeInterval) -> Data {
        let frames = Int((seconds * Double(sampleRate)).rounded())
        let bytes = frames * channels * 2
        func little(_ value: Int, _ count: Int) -> Data {
            Data((0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
        }
        var data = Data("RIFF".utf8) + little(36 + bytes, 4) + Data("WAVEfmt ".utf8)
        data += little(16, 4) + little(1, 2) + little(channels, 2) + little(sampleRate, 4)
        data += little(sampleRate * channels * 2, 4) + little(channels * 2, 2) + little(16, 2)
        data += Data("data".utf8) + little(bytes, 4) + Data(count: bytes)
        return data
    }
}

/// Told when an ``AVAudioRecorder`` finishes (on the main queue). Both methods have default
/// implementations that do nothing, as Objective-C's optional methods do.
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// The recorder stopped.
    ///
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - flag: Whether the file was written.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)

    /// The recorder could not encode (never here).
    ///
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - error: What went wrong.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - flag: Whether the file was written.
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - error: What went wrong.
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}
