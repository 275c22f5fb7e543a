/// Haptic feedback: the generators play nothing on Linux and record what they played, which a test
/// reads with ``UIFeedbackGenerator/recordingFeedback(_:)`` (not UIKit API).
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// A played feedback, as a test reads it.
    public enum Feedback: Equatable, Sendable {
        /// An impact of a style and intensity.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// A notification of a kind.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// A selection change.
        case selection
    }

    @TaskLocal static var recorder: FeedbackRecorder?

    /// Readies the generator (nothing to ready).
    open func prepare() {}

    /// Records `feedback` for the test recording in this task, if any.
    func play(_ feedback: Feedback) {
        Self.recorder?.played.append(feedback)
    }

    /// Runs `body` and returns the feedback played meanwhile, in this task and the tasks it starts
    /// (button actions run by a host in this task included).
    ///
    /// - Parameter body: The code whose feedback is recorded.
    /// - Returns: The feedback played, in order.
    /// - Throws: What `body` throws.
    public static func recordingFeedback(_ body: () throws -> Void) rethrows -> [Feedback] {
        let recorder = FeedbackRecorder()
        try $recorder.withValue(recorder) { try body() }
        return recorder.played
    }
}

/// The feedback played while a test records. Main-actor isolated: generators play on the main actor.
@MainActor
final class FeedbackRecorder: Sendable {
    var played: [UIFeedbackGenerator.Feedback] = []
}

/// The feel of a collision: `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact is.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft impact.
        case soft
        /// A rigid impact.
        case rigid
    }

    /// The style it plays.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    ///
    /// - Parameter style: How heavy the impacts are.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact.
    ///
    /// - Parameter intensity: From 0 to 1.
    open func impactOccurred(intensity: CGFloat) {
        play(.impact(style, intensity: intensity))
    }
}

/// The feel of a success, warning or error.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays a notification of `notificationType`.
    ///
    /// - Parameter notificationType: Success, warning or error.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play(.notification(notificationType))
    }
}

/// The feel of a selection changing (a picker's wheel).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change.
    open func selectionChanged() {
        play(.selection)
    }
}
