import Foundation

/// A camera or microphone. Linux has none: there is no device to capture from, and the app's
/// authorization comes from ``SimulatedCaptureDevices`` (by default the person declines).
///
/// ```swift
/// func scanButtonTapped() async {
///     switch AVCaptureDevice.authorizationStatus(for: .video) {
///     case .notDetermined:
///         _ = await AVCaptureDevice.requestAccess(for: .video)
///     default:
///         break
///     }
/// }
/// ```
open class AVCaptureDevice: NSObject {
    private override init() {
        super.init()
    }

    /// The app's authorization to record a kind of media.
    ///
    /// - Parameter mediaType: `.video` for the camera, `.audio` for the microphone.
    /// - Returns: `.notDetermined` until the app asks, then the person's answer.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        SimulatedCaptureDevices.authorizationStatus(for: mediaType)
    }

    /// Asks the person to let the app record a kind of media (only the first request asks; later
    /// ones get that answer).
    ///
    /// - Parameters:
    ///   - mediaType: `.video` for the camera, `.audio` for the microphone.
    ///   - handler: Called with the answer, at once here (on iOS, later, on an arbitrary queue).
    open class func requestAccess(
        for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
    ) {
        handler(SimulatedCaptureDevices.ask(for: mediaType))
    }

    /// Asks the person to let the app record a kind of media.
    ///
    /// - Parameter mediaType: `.video` for the camera, `.audio` for the microphone.
    /// - Returns: Whether the app may.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        SimulatedCaptureDevices.ask(for: mediaType)
    }

    /// The default device for a kind of media.
    ///
    /// - Parameter mediaType: The kind.
    /// - Returns: Nil: Linux has no camera or microphone to capture from.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
}
