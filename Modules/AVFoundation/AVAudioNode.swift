import Foundation

/// What a tap on a node receives: each buffer and when it played.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A node of an audio engine's graph: a source, a mixer or an output, whose buses carry audio in a
/// format. Linux has no audio hardware, so no audio flows through a node: a tap installed on one
/// is kept and never called.
open class AVAudioNode: NSObject {
    private var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]
    let format: AVAudioFormat?

    init(format: AVAudioFormat?) {
        self.format = format
    }

    /// The number of input buses: 1.
    open var numberOfInputs: Int { 1 }
    /// The number of output buses: 1.
    open var numberOfOutputs: Int { 1 }
    /// The engine the node is attached to.
    open internal(set) weak var engine: AVAudioEngine?

    /// The format of the output bus `bus`: 48 kHz mono for the input node, as an iPhone's
    /// microphone (AVFoundation gives the hardware's).
    ///
    /// - Parameter bus: The bus.
    /// - Returns: Its format.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        format ?? AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1)!
    }

    /// The format of the input bus `bus`.
    ///
    /// - Parameter bus: The bus.
    /// - Returns: Its format.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        outputFormat(forBus: bus)
    }

    /// Installs `tapBlock` on the output bus `bus`, to receive the audio that passes: none does here.
    ///
    /// - Parameters:
    ///   - bus: The bus.
    ///   - bufferSize: The frames asked for each buffer.
    ///   - format: The format wanted (nil: the bus's).
    ///   - tapBlock: Called with each buffer (never, here).
    open func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
        block tapBlock: @escaping AVAudioNodeTapBlock
    ) {
        taps[bus] = tapBlock
    }

    /// Removes the tap on the bus `bus`.
    ///
    /// - Parameter bus: The bus.
    open func removeTap(onBus bus: AVAudioNodeBus) {
        taps[bus] = nil
    }

    /// Whether a tap is installed on the bus `bus` (not AVFoundation API: for tests).
    ///
    /// - Parameter bus: The bus.
    /// - Returns: Whether one is.
    public func hasTap(onBus bus: AVAudioNodeBus) -> Bool {
        taps[bus] != nil
    }

    /// Resets the node's state.
    open func reset() {}
}

/// The node that carries the microphone's audio (none on Linux).
open class AVAudioInputNode: AVAudioNode {}

/// The node that plays to the speaker (nothing is heard on Linux).
open class AVAudioOutputNode: AVAudioNode {}

/// A node that mixes its inputs into one output.
open class AVAudioMixerNode: AVAudioNode {
    /// The output's volume, from 0 to 1.
    open var outputVolume: Float = 1
}
