import Testing
import TextUI
import UIKit

/// Haptics and accessibility notifications are recorded for the test that records them.
@MainActor
@Suite struct UIFeedbackAndAccessibilityTests {
    @Test func generators_recordWhatTheyPlayed() {
        let played = UIFeedbackGenerator.recordingFeedback {
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.error)
            UISelectionFeedbackGenerator().selectionChanged()
        }
        #expect(
            played == [
                .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.5), .notification(.error), .selection,
            ])
    }

    @Test func feedbackPlayedByAButtonInAHost_isRecorded() throws {
        struct LikeButton: View {
            var body: some View {
                Button("Like") { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
            }
        }
        let host = ViewHost(LikeButton())
        let played = try UIFeedbackGenerator.recordingFeedback { try host.tap("Like") }
        #expect(played == [.impact(.light, intensity: 1)])
    }

    @Test func feedbackOutsideARecording_isNotRecordedAnywhere() {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UIFeedbackGenerator.recordingFeedback {}.isEmpty)
    }

    @Test func accessibilityNotifications_areRecorded_andTheTechnologiesAreOff() {
        let posted = UIAccessibility.recordingNotifications {
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        #expect(
            posted == [
                .init(notification: .announcement, argument: "Saved"),
                .init(notification: .screenChanged, argument: nil),
            ])
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
    }
}
