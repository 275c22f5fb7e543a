import Combine
import Foundation
import Testing

/// A subscriber that records what it receives and asks for values only when told to (or as many
/// as `initialDemand` at once), to test what publishers do with demand.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // Tests read the record after the events; a lock guards it against timer threads.
    enum Event {
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }

    private let lock = NSLock()
    private var recorded: [Event] = []
    private var kept: (any Subscription)?

    /// The subscription it was given, until it cancels it.
    var subscription: (any Subscription)? {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand

    /// A subscriber whose subscription is cancelled when the test ends (the suite needs the
    /// ``EndsRecordings`` trait, `.endsRecordings`: a test without it records an issue).
    init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
        guard let recordings = EndsRecordings.Recordings.current else {
            Issue.record("a RecordingSubscriber in a suite without .endsRecordings")
            return
        }
        recordings.add { [weak self] in self?.cancel() }
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        kept = subscription
        lock.unlock()
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    /// Cancels the subscription and lets it go.
    func cancel() {
        lock.lock()
        let subscription = kept
        kept = nil
        lock.unlock()
        subscription?.cancel()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        recorded.append(.value(input))
        lock.unlock()
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        recorded.append(.completion(completion))
        lock.unlock()
    }

    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    var events: [Event] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The values received, in order.
    var values: [Input] {
        events.compactMap {
            if case .value(let value) = $0 { return value }
            return nil
        }
    }

    /// The completion, if any: "finished", or "failure: <error>".
    var completion: String? {
        events.lazy.compactMap { event -> String? in
            guard case .completion(let completion) = event else { return nil }
            switch completion {
            case .finished: return "finished"
            case .failure(let error): return "failure: \(error)"
            }
        }.first
    }

    /// How many completions arrived (at most one is allowed).
    var completionCount: Int {
        events.filter {
            if case .completion = $0 { return true }
            return false
        }.count
    }
}

/// An error for tests.
struct TestError: Error, Equatable, CustomStringConvertible {
    let name: String
    init(_ name: String = "boom") { self.name = name }
    var description: String { name }
}
