import Foundation

/// How a task's speech is used, as a hint to the recognizer.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    /// No hint.
    case unspecified = 0
    /// Dictation.
    case dictation = 1
    /// A search.
    case search = 2
    /// A short confirmation.
    case confirmation = 3
}

/// What to recognize, and how.
open class SFSpeechRecognitionRequest: NSObject {
    /// Whether results are reported before the speech ends.
    open var shouldReportPartialResults = true
    /// Whether recognition must stay on the device.
    open var requiresOnDeviceRecognition = false
    /// How the speech is used.
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// Words and phrases likely to be said.
    open var contextualStrings: [String] = []
    /// Whether punctuation is added.
    open var addsPunctuation = false
}

/// Speech from audio buffers the app appends (from a tap on an audio engine's input node).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    /// The buffers appended, in order.
    open private(set) var appendedBuffers: [AVAudioPCMBuffer] = []
    /// Whether ``endAudio()`` was called.
    open private(set) var hasEndedAudio = false

    /// The format recognition works in best: 16 kHz mono.
    open var nativeAudioFormat: AVAudioFormat { AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)! }

    /// Appends audio to recognize.
    ///
    /// - Parameter audioPCMBuffer: The audio.
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {
        appendedBuffers.append(audioPCMBuffer)
    }

    /// Says no more audio follows.
    open func endAudio() {
        hasEndedAudio = true
    }
}

/// Speech in a recorded audio file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest {
    /// The file.
    public let url: URL

    /// A request for the speech in the file at `url`.
    ///
    /// - Parameter url: The file.
    public init(url: URL) {
        self.url = url
    }
}
