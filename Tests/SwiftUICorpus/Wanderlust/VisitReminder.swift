import Foundation
import UserNotifications

enum VisitReminder {
    static func schedule(for landmark: Landmark) async -> Bool {
        let center = UNUserNotificationCenter.current()
        do {
            guard try await center.requestAuthorization(options: [.alert, .sound, .badge]) else { return false }
            let content = UNMutableNotificationContent()
            content.title = "Visit \(landmark.name)"
            content.body = "You wanted to see \(landmark.park) this weekend."
            content.sound = UNNotificationSound.default
            var components = DateComponents()
            components.weekday = 7
            components.hour = 9
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
            let request = UNNotificationRequest(identifier: "visit-\(landmark.id)", content: content, trigger: trigger)
            try await center.add(request)
            return true
        } catch {
            return false
        }
    }
}
