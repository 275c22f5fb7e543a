import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The operators for looking at what flows: handleEvents, print, breakpoint, breakpointOnError.

extension Publishers {
    /// The upstream, with closures called at each event.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Called with the subscription.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Called with each value.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// Called with the completion.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Called when downstream cancels.
        public var receiveCancel: (() -> Void)?
        /// Called with each request.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// `upstream`, with the closures called at each event.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - receiveSubscription: Called with the subscription.
        ///   - receiveOutput: Called with each value.
        ///   - receiveCompletion: Called with the completion.
        ///   - receiveCancel: Called when downstream cancels.
        ///   - receiveRequest: Called with each request.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                EventTap(
                    downstream: subscriber, name: "HandleEvents",
                    events: EventTap.Events(
                        subscription: receiveSubscription, output: receiveOutput, completion: receiveCompletion,
                        cancel: receiveCancel, request: receiveRequest)))
        }
    }

    /// The upstream, with each event printed.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// Starts each line.
        public let prefix: String
        /// The publisher.
        public let upstream: Upstream
        /// Where lines go; nil for standard output.
        public let stream: (any TextOutputStream)?

        /// `upstream`, with each event printed to `stream` (or standard output).
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - prefix: Starts each line.
        ///   - stream: Where lines go; nil for standard output.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let printer = EventPrinter(prefix: prefix, stream: stream)
            upstream.subscribe(
                EventTap(
                    downstream: subscriber, name: "Print",
                    events: EventTap.Events(
                        subscription: { printer.write("receive subscription: (\($0))") },
                        output: { printer.write("receive value: (\($0))") },
                        completion: { completion in
                            switch completion {
                            case .finished: printer.write("receive finished")
                            case .failure(let error): printer.write("receive error: (\(error))")
                            }
                        },
                        cancel: { printer.write("receive cancel") },
                        request: { printer.write("request \($0.max.map { "max: (\($0))" } ?? "unlimited")") })))
        }
    }

    /// The upstream; the debugger stops (`SIGTRAP`) when a closure says so.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Stops when it returns true for the subscription.
        public let receiveSubscription: ((any Subscription) -> Bool)?
        /// Stops when it returns true for a value.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// Stops when it returns true for the completion.
        public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

        /// `upstream`, stopping in the debugger when a closure returns true.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - receiveSubscription: Stops when it returns true for the subscription.
        ///   - receiveOutput: Stops when it returns true for a value.
        ///   - receiveCompletion: Stops when it returns true for the completion.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (onSubscription, onOutput, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
            upstream.subscribe(
                EventTap(
                    downstream: subscriber, name: "Breakpoint",
                    events: EventTap.Events(
                        subscription: { if onSubscription?($0) == true { Self.stop() } },
                        output: { if onOutput?($0) == true { Self.stop() } },
                        completion: { if onCompletion?($0) == true { Self.stop() } })))
        }

        private static func stop() {
            raise(SIGTRAP)
        }
    }
}

/// Calls closures at each event of a subscription, then passes the event on.
private final class EventTap<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    // `lock` guards the upstream subscription; events are passed on outside it.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    struct Events {
        var subscription: ((any Subscription) -> Void)?
        var output: ((Input) -> Void)?
        var completion: ((Subscribers.Completion<Failure>) -> Void)?
        var cancel: (() -> Void)?
        var request: ((Subscribers.Demand) -> Void)?
    }

    private let lock = NSLock()
    private let downstream: Downstream
    private var upstream: (any Subscription)?
    private let events: Events
    let description: String

    init(downstream: Downstream, name: String, events: Events) {
        self.downstream = downstream
        description = name
        self.events = events
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        upstream = subscription
        lock.unlock()
        events.subscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.output?(input)
        let more = downstream.receive(input)
        if more > 0 { events.request?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        events.completion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        events.request?(demand)
        lock.lock()
        let upstream = upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        events.cancel?()
        lock.lock()
        let upstream = upstream
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}

/// Writes `print` lines: `prefix: event` (or just the event without a prefix).
private final class EventPrinter: @unchecked Sendable {  // `lock` serializes the writes
    private let lock = NSLock()
    private let prefix: String
    private var stream: (any TextOutputStream)?

    init(prefix: String, stream: (any TextOutputStream)?) {
        self.prefix = prefix
        self.stream = stream
    }

    func write(_ event: String) {
        let line = prefix.isEmpty ? event : "\(prefix): \(event)"
        lock.lock()
        defer { lock.unlock() }
        if stream != nil {
            stream?.write(line + "\n")
        } else {
            print(line)
        }
    }
}

extension Publisher {
    /// This publisher, with closures called at each event (subscription, value, completion,
    /// cancel, request); values pass on unchanged.
    ///
    /// - Parameters:
    ///   - receiveSubscription: Called with the subscription.
    ///   - receiveOutput: Called with each value.
    ///   - receiveCompletion: Called with the completion.
    ///   - receiveCancel: Called when downstream cancels.
    ///   - receiveRequest: Called with each request.
    /// - Returns: A publisher of the same values.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// This publisher, with each event printed (`prefix: receive value: (3)`).
    ///
    /// - Parameters:
    ///   - prefix: Starts each line.
    ///   - stream: Where lines go; nil for standard output.
    /// - Returns: A publisher of the same values.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }

    /// This publisher; the debugger stops when a closure returns true.
    ///
    /// - Parameters:
    ///   - receiveSubscription: Stops when it returns true for the subscription.
    ///   - receiveOutput: Stops when it returns true for a value.
    ///   - receiveCompletion: Stops when it returns true for the completion.
    /// - Returns: A publisher of the same values.
    public func breakpoint(
        receiveSubscription: ((any Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// This publisher; the debugger stops when it fails.
    ///
    /// - Returns: A publisher of the same values.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
