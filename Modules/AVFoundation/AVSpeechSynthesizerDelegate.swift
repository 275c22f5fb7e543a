import Foundation

/// Told about the speech an ``AVSpeechSynthesizer`` makes, on the main queue. Every method has a
/// default implementation that does nothing, as Objective-C's optional methods do.
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
    /// An utterance started.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)

    /// An utterance finished.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)

    /// An utterance paused.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)

    /// An utterance went on after a pause.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)

    /// An utterance was stopped before its end.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)

    /// A word of an utterance is about to be spoken.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - characterRange: The word's range in the utterance's text, in UTF-16 units.
    ///   - utterance: The utterance.
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - characterRange: The word's range.
    ///   - utterance: The utterance.
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance
    ) {}
}
