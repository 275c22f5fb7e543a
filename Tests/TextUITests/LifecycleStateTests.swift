import Testing
import TextUI

/// A view's lifecycle actions see its current state when they run, and a `@StateObject` is made
/// once per identity lifetime, as in SwiftUI.
@MainActor
@Suite struct LifecycleStateTests {
    @MainActor final class Meter: ObservableObject {
        static var made = 0
        @Published var isRunning = false
        let serial: Int

        init() {
            Meter.made += 1
            serial = Meter.made
        }
    }

    /// SwiftUI: "a leaving view's actions see its current state" (the meeting screen that stops its
    /// running timer in `onDisappear`).
    struct Meeting: View {
        let log: EventLog
        @State var spoken = 0
        @StateObject var meter = Meter()
        var body: some View {
            VStack {
                Button("Speak") { spoken += 1 }
                Button("Start") { meter.isRunning = true }
            }
            .onDisappear {
                log.append("left after \(spoken), meter \(meter.serial) running \(meter.isRunning)")
                meter.isRunning = false
            }
        }
    }

    struct Room: View {
        let log: EventLog
        @State var inMeeting = true
        var body: some View {
            VStack {
                Toggle("In meeting", isOn: $inMeeting)
                if inMeeting { Meeting(log: log) }
            }
        }
    }

    @Test func onDisappear_seesTheCurrentStateAndTheSameStateObject() throws {
        let log = EventLog()
        let recorder = WarningRecorder()
        let host = ViewHost(Room(log: log))
        let made = Meter.made
        let meter = try #require(host.views(ofType: Meeting.self).first?.meter)

        try recorder.capture {
            try host.tap("Speak")
            try host.tap("Speak")
            try host.tap("Start")
            try host.toggle("In meeting")
        }

        #expect(log.events == ["left after 2, meter \(meter.serial) running true"])
        #expect(!meter.isRunning, "the running meter was stopped, not a new one")
        #expect(Meter.made == made, "no object was made for the leaving view")
        #expect(recorder.warnings.isEmpty)
    }

    @Test func stateObject_isMadeOncePerIdentityLifetime() throws {
        let host = ViewHost(Room(log: EventLog()))
        let first = try #require(host.views(ofType: Meeting.self).first?.meter.serial)

        try host.tap("Speak")  // the meeting is evaluated again: same identity, same object
        #expect(host.views(ofType: Meeting.self).first?.meter.serial == first)

        try host.toggle("In meeting")  // leaves: its identity ends
        try host.toggle("In meeting")  // a new identity: a new object, as in SwiftUI
        let second = try #require(host.views(ofType: Meeting.self).first?.meter.serial)
        #expect(second != first)
        try host.tap("Speak")
        #expect(host.views(ofType: Meeting.self).first?.meter.serial == second)
    }

    /// SwiftUI cancels a `.task` when its view disappears; code that runs after the cancellation
    /// reads the state as it is, not as it started.
    struct Download: View {
        let log: EventLog
        @State var received = 0
        var body: some View {
            Button("Receive") { received += 1 }
                .task {
                    do {
                        try await Task.sleep(for: .seconds(3600))
                    } catch {
                        log.append("cancelled after \(received)")
                    }
                }
        }
    }

    struct Downloads: View {
        let log: EventLog
        @State var showsDownload = true
        var body: some View {
            VStack {
                Toggle("Download", isOn: $showsDownload)
                if showsDownload { Download(log: log) }
            }
        }
    }

    @Test func cancelledTask_seesTheCurrentState() async throws {
        let log = EventLog()
        let host = ViewHost(Downloads(log: log))
        await Task.yield()

        try host.tap("Receive")
        try host.tap("Receive")
        try host.tap("Receive")
        try host.toggle("Download")

        // Waits for the cancelled task to end (a 2 s settle was not always enough under a sanitizer).
        #expect(await eventually { !log.events.isEmpty })
        #expect(log.events == ["cancelled after 3"])
    }

    /// SwiftUI: "When the value changes, the new version of the closure will be called, so any
    /// captured values will have their values from the time that the observed value has its new
    /// value."
    struct Scoreboard: View {
        let log: EventLog
        let team: String
        @State var points = 0
        @State var lastScorer = "nobody"
        var body: some View {
            Button("Score") {
                lastScorer = "Ada"
                points += 1
            }
            .onChange(of: points) { old, new in
                log.append("\(team): \(old) -> \(new) by \(lastScorer)")
            }
        }
    }

    struct Match: View {
        let log: EventLog
        @State var team = "Home"
        var body: some View {
            VStack {
                Button("Rename") { team = "Visitors" }
                Scoreboard(log: log, team: team)
            }
        }
    }

    @Test func onChange_runsTheNewClosureWithTheCurrentState() throws {
        let log = EventLog()
        let host = ViewHost(Match(log: log))

        try host.tap("Score")
        try host.tap("Rename")
        try host.tap("Score")

        #expect(log.events == ["Home: 0 -> 1 by Ada", "Visitors: 1 -> 2 by Ada"])
    }

    @Test func stateReadAfterItsViewLeft_isItsLastValue_andWritesAreIgnored() throws {
        let host = ViewHost(Room(log: EventLog()))
        let meeting = try #require(host.views(ofType: Meeting.self).first)
        try host.tap("Speak")

        try host.toggle("In meeting")
        meeting.spoken = 10

        #expect(meeting.spoken == 1)
    }
}
