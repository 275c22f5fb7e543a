import SwiftUI

// A settings model as apps write one: `@AppStorage` properties in an `ObservableObject`, made by
// a default argument of a view's initializer (code that is not on the main actor).
final class TripSettings: ObservableObject {
    @AppStorage("tripName") var tripName = "Alps"
    @AppStorage("tripSeconds") var tripSeconds = 93_784.0

    init() {}
}

struct SettingsView: View {
    @ObservedObject private var settings: TripSettings

    init(settings: TripSettings = .init()) {
        self.settings = settings
    }

    var body: some View {
        Form {
            TextField("Trip name", text: $settings.tripName)
            Text("Lasted \(TripClock.clock(settings.tripSeconds))")
        }
        .navigationTitle("Settings")
    }
}
