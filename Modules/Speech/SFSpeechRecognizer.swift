import Dispatch
import Foundation

/// Recognizes speech in a language.
///
/// Linux has no recognizer: a recognizer is made for any locale but is never available
/// (``isAvailable`` is false), and a task it starts ends at once with an error, as on a device
/// whose recognizer is unavailable. Authorization is the person's answer in
/// ``SimulatedSpeechRecognition`` (by default no).
open class SFSpeechRecognizer {
    /// The recognizer's language.
    public let locale: Locale
    /// What is told when availability changes (it never does).
    open weak var delegate: (any SFSpeechRecognizerDelegate)?
    /// The queue result handlers run on.
    open var queue: OperationQueue = .main
    /// How tasks are used by default.
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// Whether the recognizer can be used now: never on Linux.
    open var isAvailable: Bool { false }
    /// Whether it recognizes without a network: no.
    open var supportsOnDeviceRecognition: Bool { false }

    /// A recognizer for the person's language.
    public convenience init?() {
        self.init(locale: .current)
    }

    /// A recognizer for `locale`.
    ///
    /// - Parameter locale: The language.
    public init?(locale: Locale) {
        self.locale = locale
    }

    /// The locales recognizers exist for: none here.
    ///
    /// - Returns: The locales.
    open class func supportedLocales() -> Set<Locale> { [] }

    /// The app's authorization (`.notDetermined` until it asks).
    ///
    /// - Returns: The status.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
        SimulatedSpeechRecognition.status
    }

    /// Asks the person for authorization; `handler` gets the answer, on another thread.
    ///
    /// - Parameter handler: Called with the status.
    open class func requestAuthorization(
        _ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void
    ) {
        let status = SimulatedSpeechRecognition.ask()
        DispatchQueue.global().async { handler(status) }
    }

    /// Starts recognizing `request`: the task ends at once, and `resultHandler` is called with no
    /// result and the error, as the recognizer is not available.
    ///
    /// - Parameters:
    ///   - request: What to recognize.
    ///   - resultHandler: Called with results, or the error.
    /// - Returns: The task.
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest,
        resultHandler: @escaping @Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void
    ) -> SFSpeechRecognitionTask {
        let error = SFSpeechRecognitionTask.unavailableError
        let task = SFSpeechRecognitionTask(error: error)
        DispatchQueue.global().async { resultHandler(nil, error) }
        return task
    }

    /// Starts recognizing `request`, telling `delegate`: the task ends at once with the error.
    ///
    /// - Parameters:
    ///   - request: What to recognize.
    ///   - delegate: Told that the task finished, unsuccessfully.
    /// - Returns: The task.
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate
    ) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask(error: SFSpeechRecognitionTask.unavailableError)
        delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        return task
    }
}

/// What a recognizer tells of its availability; its method is optional.
public protocol SFSpeechRecognizerDelegate: AnyObject {
    /// The recognizer became available or unavailable.
    ///
    /// - Parameters:
    ///   - speechRecognizer: The recognizer.
    ///   - available: Whether it is available.
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - speechRecognizer: The recognizer.
    ///   - available: Whether it is available.
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}
