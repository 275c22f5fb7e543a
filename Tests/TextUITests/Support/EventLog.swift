import TextUI

/// Records what happened, in order, for lifecycle tests.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }
}
