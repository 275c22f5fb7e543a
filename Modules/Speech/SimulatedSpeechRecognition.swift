import Locking

/// What the person answers when an app asks to recognize their speech on Linux (this type is
/// this package's, not Apple's): read by ``SFSpeechRecognizer/requestAuthorization(_:)``. By
/// default the person declines, as the package's other permissions do; a test sets another answer.
///
/// ```swift
/// SimulatedSpeechRecognition.answer = .authorized
/// ```
public enum SimulatedSpeechRecognition {
    private static let state = Locked(
        (
            answer: SFSpeechRecognizerAuthorizationStatus.denied,
            status: SFSpeechRecognizerAuthorizationStatus.notDetermined
        ))

    /// What the person answers when asked (`.denied` unless set).
    public static var answer: SFSpeechRecognizerAuthorizationStatus {
        get { state.value.answer }
        set { state.withLock { $0.answer = newValue } }
    }

    /// The app's authorization: `.notDetermined` until it asks, then the answer.
    public static var status: SFSpeechRecognizerAuthorizationStatus { state.value.status }

    /// Asks the person: the status becomes the answer.
    static func ask() -> SFSpeechRecognizerAuthorizationStatus {
        state.withLock { state in
            state.status = state.answer
            return state.status
        }
    }

    /// Forgets that the app asked (the status is `.notDetermined` again) and restores the answer
    /// `.denied`.
    public static func reset() {
        state.withLock { $0 = (.denied, .notDetermined) }
    }
}
