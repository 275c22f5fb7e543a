import Foundation

/// Text to speak, and how: its voice, rate, pitch and volume.
open class AVSpeechUtterance: NSObject {
    /// The text.
    public let speechString: String
    /// The voice, or nil for the default voice of the current language.
    open var voice: AVSpeechSynthesisVoice?
    /// How fast it is spoken, from ``AVSpeechUtteranceMinimumSpeechRate`` to
    /// ``AVSpeechUtteranceMaximumSpeechRate``.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, from 0.5 to 2.
    open var pitchMultiplier: Float = 1
    /// The loudness, from 0 to 1.
    open var volume: Float = 1
    /// Seconds of silence before it.
    open var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after it.
    open var postUtteranceDelay: TimeInterval = 0
    /// Whether the person's assistive-technology speech settings override these.
    open var prefersAssistiveTechnologySettings = false

    /// An utterance of some text.
    ///
    /// - Parameter string: The text.
    public init(string: String) {
        speechString = string
        super.init()
    }

    /// An utterance of attributed text (its characters are spoken).
    ///
    /// - Parameter string: The text.
    public convenience init(attributedString string: NSAttributedString) {
        self.init(string: string.string)
    }
}

/// The slowest speech rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speech rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The default speech rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice that speaks a language.
///
/// Linux has no speech voices: no voice is listed and none is found by language or identifier
/// (an utterance without a voice speaks in the default voice, as on iOS).
open class AVSpeechSynthesisVoice: NSObject {
    /// The voice's language, as a BCP 47 code.
    public let language: String
    /// The voice's identifier.
    public let identifier: String
    /// The voice's name.
    public let name: String

    private init(language: String, identifier: String, name: String) {
        self.language = language
        self.identifier = identifier
        self.name = name
        super.init()
    }

    /// The voice for a language: none on Linux.
    ///
    /// - Parameter languageCode: A BCP 47 code such as `en-US`, or nil for the current language.
    public convenience init?(language languageCode: String?) {
        return nil
    }

    /// The voice with an identifier: none on Linux.
    ///
    /// - Parameter identifier: The voice's identifier.
    public convenience init?(identifier: String) {
        return nil
    }

    /// The voices the device has.
    ///
    /// - Returns: None on Linux.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }

    /// The current language's BCP 47 code, such as `en-US`.
    ///
    /// - Returns: The code of the process's locale.
    open class func currentLanguageCode() -> String {
        Locale.current.identifier.replacingOccurrences(of: "_", with: "-")
    }
}

/// Where speech stops or pauses: at once or after the current word.
public enum AVSpeechBoundary: Int, Sendable {
    /// At once.
    case immediate
    /// After the word being spoken.
    case word
}
