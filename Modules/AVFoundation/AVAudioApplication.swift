import Foundation

/// The app's audio, as a whole: its permission to record (iOS 17's successor of
/// `AVAudioSession`'s record permission). The answer comes from ``SimulatedCaptureDevices`` for
/// `.audio`.
// Sendable because it keeps no state.
open class AVAudioApplication: NSObject, @unchecked Sendable {
    /// The app's one instance.
    public static let shared = AVAudioApplication()

    private override init() {
        super.init()
    }

    /// Whether the app may record from the microphone.
    open var recordPermission: AVAudioApplication.RecordPermission {
        switch SimulatedCaptureDevices.authorizationStatus(for: .audio) {
        case .notDetermined: .undetermined
        case .authorized: .granted
        case .denied, .restricted: .denied
        }
    }

    /// Asks the person to let the app record (only the first request asks).
    ///
    /// - Returns: Whether the app may.
    open class func requestRecordPermission() async -> Bool {
        SimulatedCaptureDevices.ask(for: .audio)
    }

    /// Asks the person to let the app record (only the first request asks).
    ///
    /// - Parameter response: Called with the answer, at once here.
    open class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        response(SimulatedCaptureDevices.ask(for: .audio))
    }

    /// Whether the app may record.
    public enum RecordPermission: Int, Sendable {
        /// The app has not asked.
        case undetermined = 1_970_168_948
        /// The person said no.
        case denied = 1_684_369_017
        /// The person said yes.
        case granted = 1_735_552_628
    }
}
