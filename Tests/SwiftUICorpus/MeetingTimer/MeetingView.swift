import SwiftUI

struct MeetingView: View {
    let meeting: Meeting
    let onEnd: (Int) -> Void
    @StateObject private var clock: MeetingClock
    @State private var handoffs: [String] = []

    init(meeting: Meeting, tickInterval: TimeInterval, onEnd: @escaping (Int) -> Void) {
        self.meeting = meeting
        self.onEnd = onEnd
        _clock = StateObject(
            wrappedValue: MeetingClock(
                speakers: meeting.attendees, lengthInMinutes: meeting.lengthInMinutes, tickInterval: tickInterval))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            MeetingHeaderView(
                secondsElapsed: clock.secondsElapsed, secondsRemaining: clock.secondsRemaining)
            Text("Speaking: \(clock.activeSpeaker)")
            HStack {
                Button(clock.isRunning ? "Pause" : "Resume") {
                    if clock.isRunning { clock.stop() } else { clock.start() }
                }
                .buttonStyle(CapsuleButtonStyle())
                Button(action: clock.skipSpeaker) {
                    Image(systemName: "forward.fill")
                }
                .accessibilityLabel("Next speaker")
            }
            if !handoffs.isEmpty {
                Text("Handoffs: \(handoffs.joined(separator: " → "))")
            }
        }
        .padding()
        .navigationTitle(meeting.title)
        .onAppear {
            clock.start()
        }
        .onDisappear {
            clock.stop()
            onEnd(clock.secondsElapsed)
        }
        .onReceive(clock.$activeSpeaker.dropFirst()) { speaker in
            handoffs.append(speaker)
        }
    }
}

struct MeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int

    private var totalSeconds: Int { secondsElapsed + secondsRemaining }
    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.trailingIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(secondsRemaining / 60) minutes")
    }
}

struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
            .foregroundStyle(.white)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}
