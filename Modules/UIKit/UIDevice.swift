/// The device, as an iPhone running iOS 17 reports itself: `UIDevice.current.userInterfaceIdiom` is
/// `.phone` (a text rendering is phone-sized, compact by default).
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// The device's name.
    open var name: String { "iPhone" }
    /// The system's name.
    open var systemName: String { "iOS" }
    /// The system's version.
    open var systemVersion: String { "17.0" }
    /// The model.
    open var model: String { "iPhone" }
    /// The model, localized.
    open var localizedModel: String { "iPhone" }
    /// The kind of device.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// How the device is held: upright.
    open var orientation: UIDeviceOrientation { .portrait }
    /// An identifier for this app's vendor on this device (one per process here).
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Whether battery changes are reported (they never are: there is no battery).
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge: -1, unknown.
    open var batteryLevel: Float { -1 }
    /// The battery's state: unknown.
    open var batteryState: BatteryState { .unknown }
    /// Whether the device tells when it is turned (it never turns).
    open private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Starts reporting orientation changes (there are none).
    open func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Stops reporting orientation changes.
    open func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Posted when the device turns.
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")

    /// A battery's state.
    public enum BatteryState: Int, Sendable {
        /// Not known.
        case unknown
        /// On battery.
        case unplugged
        /// Charging.
        case charging
        /// Full.
        case full
    }
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not said.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision = 6
}

/// How a device is held.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned left.
    case landscapeLeft
    /// Turned right.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether it is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is turned.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether it is a known orientation.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
