import Foundation

/// A number of audio frames.
public typealias AVAudioFrameCount = UInt32
/// A number of audio channels.
public typealias AVAudioChannelCount = UInt32
/// The index of a node's bus.
public typealias AVAudioNodeBus = Int

/// The format of audio buffers: its sample rate and channels (samples are 32-bit floats, not
/// interleaved, as AVFoundation's standard format).
open class AVAudioFormat: NSObject, @unchecked Sendable {
    // Sendable as AVFoundation's is: its properties never change.
    /// Samples per second.
    public let sampleRate: Double
    /// The number of channels.
    public let channelCount: AVAudioChannelCount
    /// Whether channels are interleaved: no, in the standard format.
    public var isInterleaved: Bool { false }
    /// Whether this is the standard format (32-bit float, not interleaved): it is.
    public var isStandard: Bool { true }

    /// The standard format at `sampleRate` with `channels`; nil when either is zero.
    ///
    /// - Parameters:
    ///   - sampleRate: Samples per second.
    ///   - channels: The number of channels.
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard sampleRate > 0, channels > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
    }

    /// Whether `object` is a format with the same rate and channels.
    ///
    /// - Parameter object: Another object.
    /// - Returns: Whether they are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return other.sampleRate == sampleRate && other.channelCount == channelCount
    }

    /// A hash of the rate and channels.
    open override var hash: Int { sampleRate.hashValue ^ Int(channelCount) }
}
