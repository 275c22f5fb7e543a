import Foundation

/// What a recognition task heard: its transcriptions, best first.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    // Sendable as Apple's is: its properties never change.
    /// The likeliest transcription.
    public let bestTranscription: SFTranscription
    /// Every transcription, likeliest first.
    public let transcriptions: [SFTranscription]
    /// Whether the speech is over.
    public let isFinal: Bool

    /// A result of `transcriptions` (likeliest first; not Apple API: no recognizer makes one here).
    ///
    /// - Parameters:
    ///   - transcriptions: The transcriptions; at least one.
    ///   - isFinal: Whether the speech is over.
    public init(transcriptions: [SFTranscription], isFinal: Bool) {
        precondition(!transcriptions.isEmpty, "a result has at least one transcription")
        bestTranscription = transcriptions[0]
        self.transcriptions = transcriptions
        self.isFinal = isFinal
    }
}

/// Words heard, in order.
open class SFTranscription: NSObject, @unchecked Sendable {
    // Sendable as Apple's is: its properties never change.
    /// The words, formatted as text.
    public let formattedString: String
    /// The words one by one.
    public let segments: [SFTranscriptionSegment]

    /// A transcription of `segments`, joined by spaces (not Apple API: see ``SFSpeechRecognitionResult``).
    ///
    /// - Parameter segments: The words.
    public init(segments: [SFTranscriptionSegment]) {
        self.segments = segments
        formattedString = segments.map(\.substring).joined(separator: " ")
    }
}

/// One word heard, when, and how surely.
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    // Sendable as Apple's is: its properties never change.
    /// The word.
    public let substring: String
    /// When it started, in seconds from the start of the audio.
    public let timestamp: TimeInterval
    /// How long it lasted.
    public let duration: TimeInterval
    /// How sure the recognizer is, from 0 to 1.
    public let confidence: Float

    /// A word heard (not Apple API: see ``SFSpeechRecognitionResult``).
    ///
    /// - Parameters:
    ///   - substring: The word.
    ///   - timestamp: When it started.
    ///   - duration: How long it lasted.
    ///   - confidence: How sure.
    public init(substring: String, timestamp: TimeInterval, duration: TimeInterval, confidence: Float) {
        self.substring = substring
        self.timestamp = timestamp
        self.duration = duration
        self.confidence = confidence
    }
}
