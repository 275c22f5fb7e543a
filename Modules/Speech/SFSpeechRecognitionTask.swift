import Foundation

/// Where a recognition task is.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    /// Starting.
    case starting = 0
    /// Recognizing.
    case running = 1
    /// Its audio ended; finishing.
    case finishing = 2
    /// Cancelled; stopping.
    case canceling = 3
    /// Done.
    case completed = 4
}

/// A recognition in progress: here, one that ended at once (see ``SFSpeechRecognizer``).
open class SFSpeechRecognitionTask: NSObject {
    /// Where the task is.
    open private(set) var state: SFSpeechRecognitionTaskState = .completed
    /// Whether it was cancelled.
    open private(set) var isCancelled = false
    /// Whether it is finishing.
    open var isFinishing: Bool { state == .finishing }
    /// Why it ended, if it failed.
    public let error: (any Error)?

    init(error: any Error) {
        self.error = error
    }

    /// Cancels the task.
    open func cancel() {
        isCancelled = true
    }

    /// Stops taking audio and finishes with what was heard.
    open func finish() {}

    /// The error a task ends with when no recognizer is available (domain
    /// `kAFAssistantErrorDomain`, code 1101, as iOS reports an unavailable recognizer).
    static let unavailableError = NSError(
        domain: "kAFAssistantErrorDomain", code: 1101,
        userInfo: [NSLocalizedDescriptionKey: "Speech recognition is not available on this device"])
}

/// What a recognition task tells as it goes; its methods are optional.
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    /// The task finished.
    ///
    /// - Parameters:
    ///   - task: The task.
    ///   - successfully: Whether it recognized the speech.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)

    /// The task recognized what was said so far.
    ///
    /// - Parameters:
    ///   - task: The task.
    ///   - transcription: What was said.
    func speechRecognitionTask(
        _ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
}

extension SFSpeechRecognitionTaskDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - task: The task.
    ///   - successfully: Whether it recognized the speech.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - task: The task.
    ///   - transcription: What was said.
    public func speechRecognitionTask(
        _ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription
    ) {}
}
