import Foundation
import Locking

/// What the device's speaker heard on Linux, which has no audio output (this type is this
/// package's, not Apple's): each sound an ``AVAudioPlayer`` started and each utterance an
/// ``AVSpeechSynthesizer`` spoke, in order, for a test to read. The speaker is the process's; a
/// test that runs beside others gives its work a speaker of its own with
/// ``withOutput(isolation:_:)``.
///
/// ```swift
/// let player = try AVAudioPlayer(data: Data(base64Encoded: "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQIAAACAgA==")!)
/// player.play()
/// print(SimulatedAudioOutput.playedSounds)  // ["data"]
/// ```
public enum SimulatedAudioOutput {
    private typealias Speaker = (sounds: [String], speech: [String])
    private static let speaker = ScopedLocked<Speaker>(([], []))

    /// The sounds players started, by the name of the file they play (`data` for a player made
    /// from data), oldest first; a player resumed after a pause is not listed again.
    public static var playedSounds: [String] { speaker.value.sounds }

    /// The text of each utterance spoken, oldest first.
    public static var spokenText: [String] { speaker.value.speech }

    /// Forgets what was heard.
    public static func reset() {
        speaker.withLock { $0 = ([], []) }
    }

    /// Runs `body` with a speaker of its own, which has heard nothing yet: what it and the tasks it
    /// starts play and speak is listed there, apart from the process's speaker and other tests'.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withOutput<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await speaker.withScope(([], []), isolation: isolation, body)
    }

    static func played(_ sound: String) {
        speaker.withLock { $0.sounds.append(sound) }
    }

    static func spoke(_ text: String) {
        speaker.withLock { $0.speech.append(text) }
    }
}
