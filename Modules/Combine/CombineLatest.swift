import Foundation

// combineLatest: tuples of the latest values of several publishers.

extension Publishers {
    /// Tuples of the latest values of each, whenever one delivers a value once all have.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// Publisher a.
        public let a: A
        /// Publisher b.
        public let b: B

        /// A publisher combining the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The casts hold: value i comes from publisher i.
            Combination.attach(
                [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()], to: subscriber,
                name: "CombineLatest", mode: .latest
            ) { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            }
        }
    }

    /// Tuples of the latest values of each, whenever one delivers a value once all have.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        /// Publisher a.
        public let a: A
        /// Publisher b.
        public let b: B
        /// Publisher c.
        public let c: C

        /// A publisher combining the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The casts hold: value i comes from publisher i.
            Combination.attach(
                [
                    a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
                    c.map { $0 as Any }.eraseToAnyPublisher(),
                ], to: subscriber, name: "CombineLatest3", mode: .latest
            ) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
        }
    }

    /// Tuples of the latest values of each, whenever one delivers a value once all have.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        /// Publisher a.
        public let a: A
        /// Publisher b.
        public let b: B
        /// Publisher c.
        public let c: C
        /// Publisher d.
        public let d: D

        /// A publisher combining the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        ///   - d: Publisher d.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The casts hold: value i comes from publisher i.
            Combination.attach(
                [
                    a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
                    c.map { $0 as Any }.eraseToAnyPublisher(), d.map { $0 as Any }.eraseToAnyPublisher(),
                ], to: subscriber, name: "CombineLatest4", mode: .latest
            ) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            }
        }
    }
}

extension Publisher {
    /// Tuples of the latest values of this publisher and the others, whenever one delivers once all have.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    /// - Returns: A publisher of tuples; it fails when one fails.
    public func combineLatest<B: Publisher>(_ b: B) -> Publishers.CombineLatest<Self, B>
    where B.Failure == Failure {
        Publishers.CombineLatest(self, b)
    }

    /// The results of `transform` on the latest values of this publisher and the others, whenever one delivers once all have.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - transform: Makes the value delivered from one value of each.
    /// - Returns: A publisher of the transformed values; it fails when one fails.
    public func combineLatest<B: Publisher, T>(_ b: B, _ transform: @escaping (Output, B.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, B>, T>
    where B.Failure == Failure {
        Publishers.CombineLatest(self, b).map(transform)
    }

    /// Tuples of the latest values of this publisher and the others, whenever one delivers once all have.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    /// - Returns: A publisher of tuples; it fails when one fails.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    /// The results of `transform` on the latest values of this publisher and the others, whenever one delivers once all have.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    ///   - transform: Makes the value delivered from one value of each.
    /// - Returns: A publisher of the transformed values; it fails when one fails.
    public func combineLatest<B: Publisher, C: Publisher, T>(
        _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c).map(transform)
    }

    /// Tuples of the latest values of this publisher and the others, whenever one delivers once all have.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    ///   - d: Another publisher with the same failure type.
    /// - Returns: A publisher of tuples; it fails when one fails.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
        -> Publishers.CombineLatest4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d)
    }

    /// The results of `transform` on the latest values of this publisher and the others, whenever one delivers once all have.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    ///   - d: Another publisher with the same failure type.
    ///   - transform: Makes the value delivered from one value of each.
    /// - Returns: A publisher of the transformed values; it fails when one fails.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher, T>(
        _ b: B, _ c: C, _ d: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest4<Self, B, C, D>, T>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d).map(transform)
    }
}

/// Combines the values of several publishers into tuples, through a fan.
enum Combination {
    /// How values are combined: the latest of each (`combineLatest`), or one of each in order (`zip`).
    enum Mode {
        case latest, zip
    }

    /// What the inputs delivered so far. Unchecked because inputs deliver from any thread:
    /// `lock` guards it.
    private final class Values: @unchecked Sendable {
        let lock = NSLock()
        var latest: [Any?]
        var queues: [[Any]]
        var finished: [Bool]

        init(count: Int) {
            latest = Array(repeating: nil, count: count)
            queues = Array(repeating: [], count: count)
            finished = Array(repeating: false, count: count)
        }
    }

    static func attach<S: Subscriber>(
        _ publishers: [AnyPublisher<Any, S.Failure>], to subscriber: S, name: String, mode: Mode,
        make: @escaping ([Any]) -> S.Input
    ) {
        let fan = Fan(name, downstream: subscriber)
        let values = Values(count: publishers.count)
        let inputs = publishers.indices.map { index in
            fan.makeInput(
                onValue: { (value: Any) in
                    values.lock.lock()
                    var combined: [Any]?
                    var ends = false
                    switch mode {
                    case .latest:
                        values.latest[index] = value
                        let all = values.latest.compactMap { $0 }
                        if all.count == values.latest.count { combined = all }
                    case .zip:
                        values.queues[index].append(value)
                        if values.queues.allSatisfy({ !$0.isEmpty }) {
                            combined = values.queues.indices.map { values.queues[$0].removeFirst() }
                            ends = values.queues.indices.contains { values.finished[$0] && values.queues[$0].isEmpty }
                        }
                    }
                    values.lock.unlock()
                    if let combined { fan.deliver(make(combined)) }
                    if ends { fan.finish(.finished) }
                },
                onCompletion: { (completion: Subscribers.Completion<S.Failure>, key: Int) in
                    guard case .finished = completion else {
                        if case .failure(let error) = completion { fan.finish(.failure(error)) }
                        return
                    }
                    fan.detach(key)
                    values.lock.lock()
                    values.finished[index] = true
                    let ends: Bool
                    switch mode {
                    case .latest: ends = values.latest[index] == nil || values.finished.allSatisfy { $0 }
                    case .zip: ends = values.queues[index].isEmpty
                    }
                    values.lock.unlock()
                    if ends { fan.finish(.finished) }
                })
        }
        fan.start()
        for (publisher, input) in zip(publishers, inputs) {
            publisher.subscribe(input.input)
        }
    }
}
