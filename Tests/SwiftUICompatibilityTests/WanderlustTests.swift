import CoreLocation
import Foundation
import PhotosUI
import SwiftUI
import Testing
import UserNotifications
import Wanderlust

/// An app in the shape of Apple's Landmarks tutorial grown as apps grow it works as a person uses
/// it: a list with a favourites filter, a detail screen with a MapKit map, a distance from the
/// person's location (asked for through a `CLLocationManager` delegate), a visit reminder through
/// the notification center, a photo picker and a wrapped `WKWebView`. Each test runs the app on a
/// device of its own: fresh location services, notification center and photo library.
@MainActor
@Suite struct WanderlustTests {
    private func makeSUT() -> ViewHost {
        ViewHost(app: WanderlustApp())
    }

    /// Runs `test` on a fresh device, apart from other tests running meanwhile.
    private func onAFreshDevice(
        photos: [SimulatedPhotoLibrary.Asset] = [], _ test: () async throws -> Void
    ) async rethrows {
        try await SimulatedLocationServices.withDevice {
            try await SimulatedNotificationSettings.withCenter {
                try await SimulatedPhotoLibrary.withLibrary(of: photos) { try await test() }
            }
        }
    }

    @Test func theDetailScreen_showsTheLandmarkOnAMap() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            #expect(host.render().contains("Turtle Rock"))
            try host.tap("Turtle Rock")
            let detail = host.render()
            #expect(detail.contains("Map · 34.0113, -116.1669"), "onAppear moved the camera to the landmark")
            #expect(detail.contains("Turtle Rock"))
            #expect(detail.contains("Joshua Tree National Park"))
        }
    }

    @Test func theDistance_needsThePersonsPermission() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Silver Salmon Creek")
            try host.tap("Show Distance")
            #expect(host.render().contains("Location access denied"))
        }
        try await onAFreshDevice {
            let allowing = makeSUT()
            SimulatedLocationServices.answer = .authorizedWhenInUse
            SimulatedLocationServices.location = CLLocation(latitude: 61.2181, longitude: -149.9003)  // Anchorage
            try allowing.tap("Silver Salmon Creek")
            try allowing.tap("Show Distance")
            #expect(allowing.render().contains("km away"))
            #expect(allowing.render().contains("◉ My Location"))
        }
    }

    @Test func aVisitReminder_isScheduledForSaturdayMorning() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Chilkoot Trail")
            try host.tap("Remind Me to Visit")
            // The button starts a `Task { }`, which settling waits for as it waits for a `.task`.
            #expect(await host.settle(timeout: .seconds(600)))  // a hang guard only
            #expect(host.render().contains("Reminder set for Saturday"))
            let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
            #expect(pending.map(\.identifier) == ["visit-1003"])
            #expect(pending.first?.content.title == "Visit Chilkoot Trail")
            let trigger = try #require(pending.first?.trigger as? UNCalendarNotificationTrigger)
            #expect(trigger.dateComponents.weekday == 7 && trigger.dateComponents.hour == 9)
        }
    }

    @Test func aPickedPhoto_isAttached() async throws {
        try await onAFreshDevice(photos: [.init(identifier: "summit.png", data: Self.onePixelPNG)]) {
            let host = makeSUT()
            try host.tap("Turtle Rock")
            try host.tap("Attach a Photo")
            try host.tap("summit.png")
            await host.settle(timeout: .seconds(600))
            #expect(host.render().contains("Photo attached"))
        }
    }

    @Test func theMapOfAll_selectsALandmarkByItsMarker_andShowsFavourites() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Map of All")
            #expect(host.render().contains("★ Turtle Rock"), "the iOS 14 map shows the favourite's annotation")
            try host.tap("Chilkoot Trail")
            #expect(host.render().contains("Selected Chilkoot Trail in Alaska"))
        }
    }

    @Test func theParkWebsite_showsTheWrappedWebView() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Turtle Rock")
            try host.tap("Park Website")
            #expect(host.render().contains("WKWebView"))
        }
    }

    /// A PNG of one white pixel (made for each use: a static `Data` would live in a global whose
    /// pointer LeakSanitizer cannot read).
    private static var onePixelPNG: Data {
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC")
            ?? Data()
    }
}
