import Foundation

/// An audio engine: a graph of nodes from the microphone (``inputNode``) through mixers to the
/// speaker (``outputNode``), started and stopped.
///
/// Linux has no audio hardware: the engine starts and stops, keeps its nodes and what was
/// attached, and no audio flows, so the taps apps install on the input node (to record, or to
/// feed speech recognition) are never called.
///
/// ```swift
/// let engine = AVAudioEngine()
/// let input = engine.inputNode
/// input.installTap(onBus: 0, bufferSize: 1024, format: input.outputFormat(forBus: 0)) { buffer, _ in }
/// engine.prepare()
/// try engine.start()  // runs; no buffer arrives
/// ```
open class AVAudioEngine: NSObject {
    /// Whether the engine runs.
    open private(set) var isRunning = false
    /// The nodes attached besides the engine's own.
    open private(set) var attachedNodes: Set<AVAudioNode> = []

    /// The node of the microphone's audio.
    public private(set) lazy var inputNode: AVAudioInputNode = own(AVAudioInputNode(format: nil))
    /// The node that plays to the speaker.
    public private(set) lazy var outputNode: AVAudioOutputNode = own(AVAudioOutputNode(format: nil))
    /// The engine's main mixer, connected to the output.
    public private(set) lazy var mainMixerNode: AVAudioMixerNode = own(AVAudioMixerNode(format: nil))

    /// An engine that is not running.
    public override init() {
        super.init()
    }

    private func own<Node: AVAudioNode>(_ node: Node) -> Node {
        node.engine = self
        return node
    }

    /// Attaches `node` to the engine.
    ///
    /// - Parameter node: The node.
    open func attach(_ node: AVAudioNode) {
        node.engine = self
        attachedNodes.insert(node)
    }

    /// Detaches `node`.
    ///
    /// - Parameter node: The node.
    open func detach(_ node: AVAudioNode) {
        node.engine = nil
        attachedNodes.remove(node)
    }

    /// Connects `node1`'s output to `node2`'s input in `format`: kept by nothing, as no audio flows.
    ///
    /// - Parameters:
    ///   - node1: The source.
    ///   - node2: The destination.
    ///   - format: The format (nil: the source's).
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}

    /// Prepares the engine to start.
    open func prepare() {}

    /// Starts the engine.
    ///
    /// - Throws: Nothing here (AVFoundation throws when the hardware cannot start).
    open func start() throws {
        isRunning = true
    }

    /// Pauses the engine.
    open func pause() {
        isRunning = false
    }

    /// Stops the engine.
    open func stop() {
        isRunning = false
    }

    /// Resets the engine's nodes.
    open func reset() {}
}
