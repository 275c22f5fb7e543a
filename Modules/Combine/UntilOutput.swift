// drop(untilOutputFrom:) and prefix(untilOutputFrom:): a second publisher opens or closes the gate.

import Foundation

extension Publishers {
    /// The upstream's values once another publisher has delivered a value.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
    where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are dropped until the gate opens.
        public let upstream: Upstream
        /// The publisher whose first value opens the gate.
        public let other: Other

        /// `upstream`'s values from the moment `other` delivers one.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are dropped until then.
        ///   - other: The publisher whose first value opens the gate.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let gate = Gate()
            let relay = Relay("DropUntilOutput", downstream: subscriber) { gate.isOpen ? .emit($0) : .skip }
            let trigger = CallbackSubscriber<Other.Output, Other.Failure>(
                onSubscription: { $0.request(.max(1)) },
                onValue: { _ in
                    gate.open()
                    return .none
                },
                onCompletion: { completion in
                    if case .failure(let error) = completion { relay.terminate(.failure(error)) }
                })
            relay.whenTerminated { trigger.cancel() }
            other.subscribe(trigger)
            upstream.subscribe(relay)
        }
    }

    /// The upstream's values until another publisher delivers a value, then finished.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values pass until the gate closes.
        public let upstream: Upstream
        /// The publisher whose first value finishes this one.
        public let other: Other

        /// `upstream`'s values until `other` delivers one.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values pass until then.
        ///   - other: The publisher whose first value finishes this one.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay("PrefixUntilOutput", downstream: subscriber) { .emit($0) }
            let trigger = CallbackSubscriber<Other.Output, Other.Failure>(
                onSubscription: { $0.request(.max(1)) },
                onValue: { _ in
                    relay.terminate(.finished)
                    return .none
                },
                onCompletion: { _ in })
            relay.whenTerminated { trigger.cancel() }
            other.subscribe(trigger)
            upstream.subscribe(relay)
        }
    }
}

/// Whether a gate has opened; set from one thread, read from another.
private final class Gate: @unchecked Sendable {  // `lock` guards `opened`
    private let lock = NSLock()
    private var opened = false

    var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return opened
    }

    func open() {
        lock.lock()
        opened = true
        lock.unlock()
    }
}

extension Publisher {
    /// This publisher's values from the moment `publisher` delivers one.
    ///
    /// - Parameter publisher: The publisher whose first value opens the gate.
    /// - Returns: A publisher that drops values until then.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
    where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }

    /// This publisher's values until `publisher` delivers one, then finished.
    ///
    /// - Parameter publisher: The publisher whose first value finishes this one.
    /// - Returns: A publisher that stops then.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
