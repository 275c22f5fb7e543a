import Foundation

/// A buffer of audio frames in a format, as a tap on a node receives them.
open class AVAudioPCMBuffer: NSObject {
    /// The buffer's format.
    public let format: AVAudioFormat
    /// How many frames the buffer holds at most.
    public let frameCapacity: AVAudioFrameCount
    /// How many frames it holds (at most ``frameCapacity``).
    open var frameLength: AVAudioFrameCount {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }

    /// An empty buffer of `frameCapacity` frames in `format`.
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - frameCapacity: How many frames it can hold.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.format = format
        self.frameCapacity = frameCapacity
        frameLength = 0
    }
}
