import SwiftUI

public struct MeetingTimerApp: App {
    private let tickInterval: TimeInterval

    public init() {
        self.init(tickInterval: 1)
    }

    public init(tickInterval: TimeInterval) {
        self.tickInterval = tickInterval
    }

    public var body: some Scene {
        WindowGroup {
            MeetingsView(meetings: Meeting.sampleData, tickInterval: tickInterval)
        }
    }
}

struct MeetingsView: View {
    let meetings: [Meeting]
    let tickInterval: TimeInterval
    @State private var history: [String] = []

    var body: some View {
        NavigationStack {
            List(meetings) { meeting in
                NavigationLink {
                    MeetingView(meeting: meeting, tickInterval: tickInterval) { seconds in
                        history.insert("\(meeting.title): \(seconds) s", at: 0)
                    }
                } label: {
                    VStack(alignment: .leading) {
                        Text(meeting.title)
                            .font(.headline)
                        Label("\(meeting.attendees.count) people, \(meeting.lengthInMinutes) min", systemImage: "clock")
                    }
                }
            }
            .navigationTitle("Meetings")
            .safeAreaInset(edge: .bottom) {
                if let last = history.first {
                    Text("Last meeting: \(last)")
                }
            }
        }
    }
}
