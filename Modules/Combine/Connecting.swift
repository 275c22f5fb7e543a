import Foundation

// Publishers that deliver only once connected, and sharing one subscription among subscribers:
// ConnectablePublisher, autoconnect, makeConnectable, multicast, share.

/// A publisher that delivers only once connected: `connect()`, or `autoconnect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts delivering; cancelling the result stops.
    ///
    /// - Returns: The connection; cancel it to stop delivering.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when its first subscriber arrives (and disconnected when the last
    /// one cancels).
    ///
    /// - Returns: A publisher that connects this one as needed.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// Connects its upstream when a subscriber arrives and none was there, and disconnects it when
    /// the last subscriber cancels.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        // `lock` guards the subscriber count and the connection.
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
        private let lock = NSLock()
        private var subscribers = 0
        private var connection: (any Cancellable)?

        /// `upstream`, connected as needed.
        ///
        /// - Parameter upstream: The publisher it connects.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.lock()
            subscribers += 1
            let connects = subscribers == 1
            lock.unlock()
            let counted = Relay<Output, Failure, S>("Autoconnect", downstream: subscriber) { .emit($0) }
            // Keeps this publisher (and its connection) while subscribed.
            counted.whenTerminated { self.subscriberLeft() }
            upstream.receive(subscriber: counted)
            if connects {
                let connection = upstream.connect()
                lock.lock()
                self.connection = connection
                lock.unlock()
            }
        }

        /// One subscriber cancelled or completed.
        private func subscriberLeft() {
            lock.lock()
            subscribers -= 1
            let connection = subscribers == 0 ? self.connection : nil
            if subscribers == 0 { self.connection = nil }
            lock.unlock()
            connection?.cancel()
        }
    }

    /// A publisher whose subscribers share one subscription to it through a subject, once connected.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        // `lock` guards the subject, made once.
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Makes the subject (once, when first needed).
        public let createSubject: () -> SubjectType
        private let lock = NSLock()
        private var madeSubject: SubjectType?

        /// `upstream`, shared through the subject `createSubject` makes.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - createSubject: Makes the subject.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.lock()
            defer { lock.unlock() }
            if let madeSubject { return madeSubject }
            let subject = createSubject()
            madeSubject = subject
            return subject
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
        }

        /// Subscribes the subject to the upstream.
        ///
        /// - Returns: Cancel it to disconnect.
        public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }
    }

    /// A publisher that delivers once connected, through a passthrough subject.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// `upstream`, delivering once connected.
        ///
        /// - Parameter upstream: The publisher.
        public init(upstream: Upstream) {
            inner = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        /// Subscribes to the upstream.
        ///
        /// - Returns: Cancel it to disconnect.
        public func connect() -> any Cancellable {
            inner.connect()
        }
    }

    /// One subscription to the upstream, shared by every subscriber (made when the first arrives).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// `upstream`, shared.
        ///
        /// - Parameter upstream: The publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// This publisher, delivering only once `connect()` is called.
    ///
    /// - Returns: A connectable publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }

    /// This publisher, shared by its subscribers through the subject `createSubject` makes, once connected.
    ///
    /// - Parameter createSubject: Makes the subject (once).
    /// - Returns: A connectable publisher.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// This publisher, shared by its subscribers through `subject`, once connected.
    ///
    /// - Parameter subject: The subject.
    /// - Returns: A connectable publisher.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// This publisher with one subscription shared by every subscriber (made when the first arrives,
    /// ended when the last leaves); later subscribers get only later values.
    ///
    /// - Returns: A shared publisher.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
