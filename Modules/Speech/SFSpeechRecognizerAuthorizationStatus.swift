/// Whether the app may recognize the person's speech.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    /// The app has not asked.
    case notDetermined = 0
    /// The person said no.
    case denied = 1
    /// The device does not allow it.
    case restricted = 2
    /// The person said yes.
    case authorized = 3
}
