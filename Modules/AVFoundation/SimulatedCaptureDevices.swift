import Foundation
import Locking

/// What the person answers when an app asks to use the camera or the microphone on Linux, which
/// has neither (this type is this package's, not Apple's): read by ``AVCaptureDevice`` and
/// ``AVAudioSession``'s record permission. The device is the process's; a test that runs beside
/// others gives its work a device of its own with ``withDevice(isolation:_:)``.
///
/// By default the person declines, so an app shows what it shows on an iPhone whose owner said
/// no. A test that wants the other path sets the answer:
///
/// ```swift
/// SimulatedCaptureDevices.setAnswer(.authorized, for: .video)
/// ```
public enum SimulatedCaptureDevices {
    /// What the person would answer and what the app was allowed, by kind of media.
    private typealias Device = (
        answers: [AVMediaType: AVAuthorizationStatus], statuses: [AVMediaType: AVAuthorizationStatus]
    )
    private static let device = ScopedLocked<Device>(([:], [:]))

    /// What the person answers when asked for a kind of media (`.denied` unless set).
    ///
    /// - Parameter mediaType: The kind: `.video` for the camera, `.audio` for the microphone.
    /// - Returns: The answer.
    public static func answer(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        device.value.answers[mediaType] ?? .denied
    }

    /// Sets what the person answers when asked for a kind of media.
    ///
    /// - Parameters:
    ///   - answer: `.authorized`, `.denied` or `.restricted` (which the app sees without asking).
    ///   - mediaType: The kind: `.video` for the camera, `.audio` for the microphone.
    public static func setAnswer(_ answer: AVAuthorizationStatus, for mediaType: AVMediaType) {
        device.withLock { $0.answers[mediaType] = answer }
    }

    /// The app's authorization for a kind of media: `.notDetermined` until the app asks (or
    /// `.restricted` when the answer is), then the answer.
    ///
    /// - Parameter mediaType: The kind.
    /// - Returns: The authorization.
    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        let device = device.value
        if device.answers[mediaType] == .restricted { return .restricted }
        return device.statuses[mediaType] ?? .notDetermined
    }

    /// Forgets every answer and decision, as after a fresh install.
    public static func reset() {
        device.withLock { $0 = ([:], [:]) }
    }

    /// Runs `body` on a device of its own, as after a fresh install (never asked, the person would
    /// decline), apart from the process's device and other tests'.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withDevice<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await device.withScope(([:], [:]), isolation: isolation, body)
    }

    /// Asks the person (once: later requests get the first decision).
    ///
    /// - Returns: Whether the app may record the kind of media.
    static func ask(for mediaType: AVMediaType) -> Bool {
        device.withLock { device in
            let answer = device.answers[mediaType] ?? .denied
            if answer == .restricted { return false }
            if device.statuses[mediaType] == nil { device.statuses[mediaType] = answer }
            return device.statuses[mediaType] == .authorized
        }
    }
}
