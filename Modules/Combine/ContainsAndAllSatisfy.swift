// The operators that test values: contains, allSatisfy (and their `where` and throwing forms).

extension Publishers {
    /// Whether the upstream delivers a value equal to a given one.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The value looked for.
        public let output: Upstream.Output

        /// A publisher of whether `upstream` delivers `output`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - output: The value looked for.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            let relay = Relay<Upstream.Output, Failure, S>(
                "Contains", downstream: subscriber, mode: .unlimited,
                step: { $0 == output ? .finish(true) : .skip },
                end: { completion in (completion.isFinished ? false : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// Whether the upstream delivers a value that passes a test.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) -> Bool

        /// A publisher of whether a value of `upstream` passes `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: The test.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let relay = Relay<Upstream.Output, Failure, S>(
                "ContainsWhere", downstream: subscriber, mode: .unlimited,
                step: { predicate($0) ? .finish(true) : .skip },
                end: { completion in (completion.isFinished ? false : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// Whether the upstream delivers a value that passes a test that may throw.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) throws -> Bool

        /// A publisher of whether a value of `upstream` passes `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: The test; throws to fail.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryContainsWhere", downstream: subscriber, mode: .unlimited,
                step: { value in
                    do { return try predicate(value) ? .finish(true) : .skip } catch { return .fail(error) }
                },
                end: { completion in (completion.isFinished ? false : nil, completion.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// Whether every value passes a test.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) -> Bool

        /// A publisher of whether every value of `upstream` passes `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: The test.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let relay = Relay<Upstream.Output, Failure, S>(
                "AllSatisfy", downstream: subscriber, mode: .unlimited,
                step: { predicate($0) ? .skip : .finish(false) },
                end: { completion in (completion.isFinished ? true : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// Whether every value passes a test that may throw.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) throws -> Bool

        /// A publisher of whether every value of `upstream` passes `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: The test; throws to fail.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryAllSatisfy", downstream: subscriber, mode: .unlimited,
                step: { value in
                    do { return try predicate(value) ? .skip : .finish(false) } catch { return .fail(error) }
                },
                end: { completion in (completion.isFinished ? true : nil, completion.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// Whether a value passes `predicate` (finished at the first that does).
    ///
    /// - Parameter predicate: The test.
    /// - Returns: A publisher of one Boolean.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Whether a value passes `predicate`, which may throw.
    ///
    /// - Parameter predicate: The test; throws to fail.
    /// - Returns: A publisher of one Boolean.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// Whether every value passes `predicate` (finished at the first that does not).
    ///
    /// - Parameter predicate: The test.
    /// - Returns: A publisher of one Boolean.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Whether every value passes `predicate`, which may throw.
    ///
    /// - Parameter predicate: The test; throws to fail.
    /// - Returns: A publisher of one Boolean.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Whether this publisher delivers `output` (finished at the first that equals it).
    ///
    /// - Parameter output: The value looked for.
    /// - Returns: A publisher of one Boolean.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}
