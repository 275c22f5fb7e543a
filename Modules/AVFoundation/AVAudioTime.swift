import Foundation

/// A moment in audio time: a sample time at a sample rate.
open class AVAudioTime: NSObject, @unchecked Sendable {
    // Sendable as AVFoundation's is: its properties never change.
    /// The sample time.
    public let sampleTime: Int64
    /// The rate the sample time counts at.
    public let sampleRate: Double
    /// Whether the sample time is valid: it is.
    public var isSampleTimeValid: Bool { true }

    /// The moment `sampleTime` at `sampleRate`.
    ///
    /// - Parameters:
    ///   - sampleTime: The sample time.
    ///   - sampleRate: Its rate.
    public init(sampleTime: Int64, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}
