import SwiftUI

/// A cinema's app: tonight's screenings, each with a trailer, a synopsis read aloud, a ticket to
/// buy (with a chime) and its QR code to show at the door, and a scanner that asks for the camera.
public struct PremiereApp: App {
    @StateObject private var sounds = SoundEffects()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            ScreeningList()
                .environmentObject(sounds)
        }
    }
}

struct ScreeningList: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(Screening.tonight) { screening in
                    NavigationLink(screening.title) {
                        ScreeningDetail(screening: screening)
                    }
                }
                NavigationLink("Scan Ticket") { TicketScanner() }
            }
            .navigationTitle("Tonight")
        }
    }
}
