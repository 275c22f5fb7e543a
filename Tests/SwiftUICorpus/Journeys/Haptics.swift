import UIKit

// Haptics kept in a struct's stored property and played from its methods, as apps write them.
struct Haptics {
    private let generator = UINotificationFeedbackGenerator()

    func added() {
        generator.notificationOccurred(.success)
    }
}
