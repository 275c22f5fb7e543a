import Foundation
import Locking

/// Speaks utterances, one after another.
///
/// Linux has no speech: ``speak(_:)`` lists the utterance's text in
/// ``SimulatedAudioOutput/spokenText`` at once, and its speech takes no time. As on iOS, the
/// delegate hears about it later, on the main queue: `didStart`, `willSpeakRangeOfSpeechString`
/// for each word, then `didFinish`, utterance after utterance. ``isSpeaking`` is true from
/// ``speak(_:)`` until the last queued utterance has finished.
///
/// ```swift
/// let synthesizer = AVSpeechSynthesizer()
/// let utterance = AVSpeechUtterance(string: "Well done")
/// utterance.rate = AVSpeechUtteranceDefaultSpeechRate
/// synthesizer.speak(utterance)
/// print(SimulatedAudioOutput.spokenText.last ?? "")  // Well done
/// ```
// Sendable because its queue is under a lock; `delegate`, like UIKit's delegates, is set and read on
// the main queue, where its callbacks come.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    /// An utterance waiting to be spoken. Apps do not change an utterance once it is queued (iOS
    /// makes no promise when they do), so it crosses to the main queue as it is.
    private struct Queued: @unchecked Sendable {
        let utterance: AVSpeechUtterance
    }

    private struct State: Sendable {
        var queue: [Queued] = []
        var isPaused = false
        var deliveryScheduled = false
    }

    private let state = Locked(State())
    /// Told about what is spoken.
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether speech uses the app's audio session.
    open var usesApplicationAudioSession = true
    /// Whether speech goes into a phone call.
    open var mixToTelephonyUplink = false

    /// A synthesizer with nothing to say.
    public override init() {
        super.init()
    }

    /// Whether an utterance is being spoken or waits.
    open var isSpeaking: Bool { !state.value.queue.isEmpty }

    /// Whether speech is paused.
    open var isPaused: Bool { state.value.isPaused }

    /// Queues an utterance: it is spoken after those queued before it.
    ///
    /// - Parameter utterance: What to say.
    open func speak(_ utterance: AVSpeechUtterance) {
        SimulatedAudioOutput.spoke(utterance.speechString)
        state.withLock { $0.queue.append(Queued(utterance: utterance)) }
        scheduleDelivery()
    }

    /// Stops speaking, dropping what waits.
    ///
    /// - Parameter boundary: Where to stop (at once here: the words take no time).
    /// - Returns: True when something was being spoken.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        let dropped = state.withLock { state -> [Queued] in
            defer {
                state.queue = []
                state.isPaused = false
            }
            return state.queue
        }
        guard let current = dropped.first else { return false }
        let utterance = current.utterance
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.speechSynthesizer(self, didCancel: utterance)
        }
        return true
    }

    /// Pauses speech; ``continueSpeaking()`` goes on.
    ///
    /// - Parameter boundary: Where to pause.
    /// - Returns: True when something was being spoken.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        let paused = state.withLock { state -> Queued? in
            guard let first = state.queue.first, !state.isPaused else { return nil }
            state.isPaused = true
            return first
        }
        guard let paused else { return false }
        let utterance = paused.utterance
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.speechSynthesizer(self, didPause: utterance)
        }
        return true
    }

    /// Goes on after a pause.
    ///
    /// - Returns: True when speech was paused.
    @discardableResult
    open func continueSpeaking() -> Bool {
        let resumed = state.withLock { state -> Queued? in
            guard state.isPaused else { return nil }
            state.isPaused = false
            return state.queue.first
        }
        guard let resumed else { return false }
        let utterance = resumed.utterance
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.speechSynthesizer(self, didContinue: utterance)
        }
        scheduleDelivery()
        return true
    }

    private func scheduleDelivery() {
        let schedule = state.withLock { state -> Bool in
            guard !state.deliveryScheduled, !state.isPaused, !state.queue.isEmpty else { return false }
            state.deliveryScheduled = true
            return true
        }
        guard schedule else { return }
        DispatchQueue.main.async { [weak self] in
            self?.deliverNext()
        }
    }

    /// Tells the delegate that the first queued utterance was spoken, then the next, on later turns
    /// of the main queue.
    private func deliverNext() {
        let next = state.withLock { state -> Queued? in
            state.deliveryScheduled = false
            return state.isPaused ? nil : state.queue.first
        }
        guard let utterance = next?.utterance else { return }
        delegate?.speechSynthesizer(self, didStart: utterance)
        for range in Self.words(of: utterance.speechString) {
            delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: range, utterance: utterance)
        }
        let finished = state.withLock { state -> Bool in
            guard !state.isPaused, state.queue.first?.utterance === utterance else { return false }
            state.queue.removeFirst()
            return true
        }
        guard finished else { return }
        delegate?.speechSynthesizer(self, didFinish: utterance)
        scheduleDelivery()
    }

    /// The ranges, in UTF-16 units, of the text's words: its runs of characters that are neither
    /// spaces nor newlines.
    static func words(of text: String) -> [NSRange] {
        var ranges: [NSRange] = []
        var start: Int?
        var offset = 0
        for character in text {
            let length = character.utf16.count
            if character.isWhitespace {
                if let begin = start { ranges.append(NSRange(location: begin, length: offset - begin)) }
                start = nil
            } else if start == nil {
                start = offset
            }
            offset += length
        }
        if let begin = start { ranges.append(NSRange(location: begin, length: offset - begin)) }
        return ranges
    }
}
