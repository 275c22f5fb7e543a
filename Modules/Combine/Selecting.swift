// The operators that pick values by position: first, last, output(at:), output(in:) and prefix(_:)
// (and their `where` and throwing forms).

extension Publishers {
    /// The first value, then finished.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream

        /// A publisher of `upstream`'s first value.
        ///
        /// - Parameter upstream: The publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay("First", downstream: subscriber, mode: .unlimited) { .finish($0) })
        }
    }

    /// The first value that passes a test, then finished.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) -> Bool

        /// A publisher of `upstream`'s first value that passes `predicate`.
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
            upstream.subscribe(
                Relay("FirstWhere", downstream: subscriber, mode: .unlimited) { predicate($0) ? .finish($0) : .skip })
        }
    }

    /// The first value that passes a test that may throw, then finished.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) throws -> Bool

        /// A publisher of `upstream`'s first value that passes `predicate`.
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
                "TryFirstWhere", downstream: subscriber, mode: .unlimited,
                step: { value in
                    do { return try predicate(value) ? .finish(value) : .skip } catch { return .fail(error) }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// The last value, when the upstream finishes.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream

        /// A publisher of `upstream`'s last value.
        ///
        /// - Parameter upstream: The publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = OperatorMemory<Output?>(nil)
            let relay = Relay<Upstream.Output, Failure, S>(
                "Last", downstream: subscriber, mode: .unlimited,
                step: { value in
                    last.value = value
                    return .skip
                },
                end: { completion in (completion.isFinished ? last.value : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// The last value that passes a test, when the upstream finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) -> Bool

        /// A publisher of `upstream`'s last value that passes `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: The test.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = OperatorMemory<Output?>(nil)
            let predicate = predicate
            let relay = Relay<Upstream.Output, Failure, S>(
                "LastWhere", downstream: subscriber, mode: .unlimited,
                step: { value in
                    if predicate(value) { last.value = value }
                    return .skip
                },
                end: { completion in (completion.isFinished ? last.value : nil, completion) })
            upstream.subscribe(relay)
        }
    }

    /// The last value that passes a test that may throw, when the upstream finishes.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Upstream.Output) throws -> Bool

        /// A publisher of `upstream`'s last value that passes `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: The test; throws to fail.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = OperatorMemory<Output?>(nil)
            let predicate = predicate
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryLastWhere", downstream: subscriber, mode: .unlimited,
                step: { value in
                    do {
                        if try predicate(value) { last.value = value }
                        return .skip
                    } catch {
                        return .fail(error)
                    }
                },
                end: { completion in (completion.isFinished ? last.value : nil, completion.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// The values at some positions (`output(at:)`, `output(in:)`, `prefix(_:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The positions, counted from 0.
        public let range: CountableRange<Int>

        /// A publisher of `upstream`'s values at the positions in `range`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - range: The positions, counted from 0.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            let index = OperatorMemory(0)
            let range = range
            if range.isEmpty {
                upstream.subscribe(Relay("Output", downstream: subscriber) { _ in .finish(nil) })
                return
            }
            upstream.subscribe(
                Relay("Output", downstream: subscriber) { value in
                    defer { index.value += 1 }
                    if index.value < range.lowerBound { return .skip }
                    return index.value == range.upperBound - 1 ? .finish(value) : .emit(value)
                })
        }
    }
}

extension Publisher {
    /// The first value, then finished (the upstream is cancelled).
    ///
    /// - Returns: A publisher of at most one value.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// The first value that passes `predicate`, then finished.
    ///
    /// - Parameter predicate: The test.
    /// - Returns: A publisher of at most one value.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// The first value that passes `predicate`, which may throw.
    ///
    /// - Parameter predicate: The test; throws to fail.
    /// - Returns: A publisher of at most one value.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    /// The last value, when this publisher finishes.
    ///
    /// - Returns: A publisher of at most one value.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// The last value that passes `predicate`, when this publisher finishes.
    ///
    /// - Parameter predicate: The test.
    /// - Returns: A publisher of at most one value.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// The last value that passes `predicate`, which may throw.
    ///
    /// - Parameter predicate: The test; throws to fail.
    /// - Returns: A publisher of at most one value.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }

    /// The value at `index` (counted from 0), then finished.
    ///
    /// - Parameter index: The position of the value.
    /// - Returns: A publisher of at most one value.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// The values at the positions in `range` (counted from 0), then finished.
    ///
    /// - Parameter range: The positions.
    /// - Returns: A publisher of those values.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        let bounds = range.relative(to: 0..<Int.max)
        return Publishers.Output(upstream: self, range: bounds.lowerBound..<bounds.upperBound)
    }

    /// The first `maxLength` values, then finished.
    ///
    /// - Parameter maxLength: How many values.
    /// - Returns: A publisher of at most `maxLength` values.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: 0..<Swift.max(0, maxLength))
    }
}
