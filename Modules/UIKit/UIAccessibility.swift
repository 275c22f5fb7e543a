/// Accessibility: the assistive technologies' state (none runs on Linux: VoiceOver is off, motion is
/// not reduced…) and posting notifications, which are recorded for the test recording them with
/// ``recordingNotifications(_:)`` (not UIKit API).
@MainActor @preconcurrency
public enum UIAccessibility {
    /// An accessibility notification: an announcement, a screen or layout change.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32

        /// A notification by number.
        ///
        /// - Parameter rawValue: Its number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new screen appeared (the argument: what to focus, or an announcement).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed (the argument: what to focus).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument, a string.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled (the argument: a description of the position).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// A posted notification, as a test reads it.
    public struct Posted: Equatable, Sendable {
        /// The notification.
        public let notification: Notification
        /// Its argument, described (`String(describing:)`), if any.
        public let argument: String?

        /// A posted notification.
        ///
        /// - Parameters:
        ///   - notification: The notification.
        ///   - argument: Its argument, described.
        public init(notification: Notification, argument: String?) {
            self.notification = notification
            self.argument = argument
        }
    }

    @TaskLocal static var recorder: AccessibilityRecorder?

    /// Posts `notification` (recorded for a test recording in this task).
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - argument: Its argument: an announcement's string, what to focus…
    public static func post(notification: Notification, argument: Any?) {
        recorder?.posted.append(Posted(notification: notification, argument: argument.map { "\($0)" }))
    }

    /// Runs `body` and returns the notifications posted meanwhile, in this task and those it starts.
    ///
    /// - Parameter body: The code whose notifications are recorded.
    /// - Returns: The notifications posted, in order.
    /// - Throws: What `body` throws.
    public static func recordingNotifications(_ body: () throws -> Void) rethrows -> [Posted] {
        let recorder = AccessibilityRecorder()
        try $recorder.withValue(recorder) { try body() }
        return recorder.posted
    }

    /// Whether VoiceOver runs: it does not.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control runs: it does not.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether motion is reduced: it is not.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether transparency is reduced: it is not.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether text is bold: it is not.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether colours are inverted: they are not.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether darker colours are asked for: they are not.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether grayscale is on: it is not.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether differences are shown without colour: they are not.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether closed captioning is on: it is not.
    public static var isClosedCaptioningEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when reduce motion is turned on or off.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when bold text is turned on or off.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
}

/// The notifications posted while a test records.
@MainActor
final class AccessibilityRecorder: Sendable {
    var posted: [UIAccessibility.Posted] = []
}
