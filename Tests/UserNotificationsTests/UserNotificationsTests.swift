import Foundation
import Testing
import UserNotifications

/// The notification center as apps use it: asking, scheduling, listing, removing. Apple documents
/// that adding a request with the identifier of a pending one replaces it
/// (developer.apple.com/documentation/usernotifications/unusernotificationcenter/add(_:withcompletionhandler:))
/// and that apps must be authorized to post notifications (UNError.Code.notificationsNotAllowed).
/// Each test has a center of its own (`SimulatedNotificationSettings.withCenter`).
@Suite struct UserNotificationsTests {
    @Test func beforeAuthorization_addingARequestFails() async {
        await SimulatedNotificationSettings.withCenter {
            let content = UNMutableNotificationContent()
            content.title = "Too early"
            let request = UNNotificationRequest(identifier: "early", content: content, trigger: nil)
            do {
                try await UNUserNotificationCenter.current().add(request)
                Issue.record("added without authorization")
            } catch UNError.notificationsNotAllowed {
            } catch {
                Issue.record("unexpected \(error)")
            }
            #expect(
                await UNUserNotificationCenter.current().notificationSettings().authorizationStatus == .notDetermined)
        }
    }

    @Test func anAuthorizedApp_schedulesReplacesAndRemovesRequests() async throws {
        try await SimulatedNotificationSettings.withCenter {
            let center = UNUserNotificationCenter.current()
            #expect(try await center.requestAuthorization(options: [.alert, .sound]))
            let settings = await center.notificationSettings()
            #expect(settings.authorizationStatus == .authorized)
            #expect(settings.alertSetting == .enabled)
            #expect(settings.badgeSetting == .disabled)

            let content = UNMutableNotificationContent()
            content.title = "Water the plants"
            content.sound = .default
            let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 0), repeats: true)
            try await center.add(UNNotificationRequest(identifier: "water", content: content, trigger: daily))
            content.title = "Changed after adding"
            let hourly = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
            try await center.add(UNNotificationRequest(identifier: "stand", content: content, trigger: hourly))
            try await center.add(UNNotificationRequest(identifier: "now", content: content, trigger: nil))

            let pending = await center.pendingNotificationRequests()
            #expect(pending.map(\.identifier) == ["water", "stand"])
            #expect(pending[0].content.title == "Water the plants")  // a copy, made when the request was
            let next = try #require((pending[0].trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate())
            #expect(
                Calendar.current.dateComponents([.hour, .minute], from: next) == DateComponents(hour: 8, minute: 0))
            #expect(await center.deliveredNotifications().map(\.request.identifier) == ["now"])

            // The same identifier replaces the pending request.
            let replacement = UNMutableNotificationContent()
            replacement.title = "Water the plants twice"
            try await center.add(UNNotificationRequest(identifier: "water", content: replacement, trigger: daily))
            center.removePendingNotificationRequests(withIdentifiers: ["stand"])
            #expect(await center.pendingNotificationRequests().map(\.content.title) == ["Water the plants twice"])
            try await center.setBadgeCount(3)
            #expect(center.badgeCount == 3)
        }
    }

    @Test func aPersonWhoDeclines_isAskedOnce() async throws {
        try await SimulatedNotificationSettings.withCenter { () async throws in
            SimulatedNotificationSettings.allows = false
            let center = UNUserNotificationCenter.current()
            #expect(try await center.requestAuthorization(options: [.alert]) == false)
            SimulatedNotificationSettings.allows = true
            #expect(try await center.requestAuthorization(options: [.alert]) == false)  // the first answer stands
            #expect(await center.notificationSettings().authorizationStatus == .denied)
        }
    }
}
