import Combine
import Foundation

/// Keeps time for a meeting, one speaker after another.
@MainActor
public final class MeetingClock: ObservableObject {
    @Published public private(set) var secondsElapsed = 0
    @Published public private(set) var activeSpeaker = ""
    @Published public private(set) var isRunning = false

    public let speakers: [String]
    public let lengthInSeconds: Int
    private let tickInterval: TimeInterval
    private var ticks: AnyCancellable?
    private var speakerIndex = 0

    public init(speakers: [String], lengthInMinutes: Int, tickInterval: TimeInterval = 1) {
        self.speakers = speakers.isEmpty ? ["Speaker"] : speakers
        self.lengthInSeconds = lengthInMinutes * 60
        self.tickInterval = tickInterval
        activeSpeaker = self.speakers[0]
    }

    public var secondsRemaining: Int {
        max(lengthInSeconds - secondsElapsed, 0)
    }

    public func start() {
        guard !isRunning else { return }
        isRunning = true
        ticks = Timer.publish(every: tickInterval, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                MainActor.assumeIsolated {
                    self?.tick()
                }
            }
    }

    public func stop() {
        ticks?.cancel()
        ticks = nil
        isRunning = false
    }

    public func skipSpeaker() {
        speakerIndex = (speakerIndex + 1) % speakers.count
        activeSpeaker = speakers[speakerIndex]
    }

    private func tick() {
        secondsElapsed += 1
        if secondsRemaining == 0 { stop() }
    }
}
