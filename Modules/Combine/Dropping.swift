// The operators that drop or keep values at the start: dropFirst, drop(while:), tryDrop(while:),
// prefix(while:), tryPrefix(while:).

extension Publishers {
    /// The values after the first few.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose first values are dropped.
        public let upstream: Upstream
        /// How many are dropped.
        public let count: Int

        /// A publisher of `upstream`'s values after the first `count`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose first values are dropped.
        ///   - count: How many are dropped.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let dropped = OperatorMemory(0)
            let count = count
            upstream.subscribe(
                Relay("Drop", downstream: subscriber) { value in
                    guard dropped.value >= count else {
                        dropped.value += 1
                        return .skip
                    }
                    return .emit(value)
                })
        }
    }

    /// The values from the first that fails a test on.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The test: values are dropped while it holds.
        public let predicate: (Upstream.Output) -> Bool

        /// A publisher of `upstream`'s values from the first that fails `predicate` on.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: Values are dropped while it holds.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let dropping = OperatorMemory(true)
            let predicate = predicate
            upstream.subscribe(
                Relay("DropWhile", downstream: subscriber) { value in
                    if dropping.value && predicate(value) { return .skip }
                    dropping.value = false
                    return .emit(value)
                })
        }
    }

    /// The values from the first that fails a test that may throw on.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The test: values are dropped while it holds; it throws to fail.
        public let predicate: (Upstream.Output) throws -> Bool

        /// A publisher of `upstream`'s values from the first that fails `predicate` on.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: Values are dropped while it holds; it throws to fail.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let dropping = OperatorMemory(true)
            let predicate = predicate
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryDropWhile", downstream: subscriber,
                step: { value in
                    do {
                        if dropping.value, try predicate(value) { return .skip }
                        dropping.value = false
                        return .emit(value)
                    } catch {
                        return .fail(error)
                    }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// The values while a test holds, then finished.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The test: values pass while it holds.
        public let predicate: (Upstream.Output) -> Bool

        /// A publisher of `upstream`'s values until the first that fails `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: Values pass while it holds.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                Relay("PrefixWhile", downstream: subscriber) { predicate($0) ? .emit($0) : .finish(nil) })
        }
    }

    /// The values while a test that may throw holds, then finished.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The test: values pass while it holds; it throws to fail.
        public let predicate: (Upstream.Output) throws -> Bool

        /// A publisher of `upstream`'s values until the first that fails `predicate`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - predicate: Values pass while it holds; it throws to fail.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryPrefixWhile", downstream: subscriber,
                step: { value in
                    do { return try predicate(value) ? .emit(value) : .finish(nil) } catch { return .fail(error) }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// The values after the first `count`.
    ///
    /// - Parameter count: How many values to drop at the start (1 by default).
    /// - Returns: A publisher of the values after the first `count`, with this publisher's completion.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// The values from the first that fails `predicate` on.
    ///
    /// - Parameter predicate: Values are dropped while it holds.
    /// - Returns: A publisher of the remaining values.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// The values from the first that fails `predicate`, which may throw, on.
    ///
    /// - Parameter predicate: Values are dropped while it holds; it throws to fail.
    /// - Returns: A publisher of the remaining values.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// The values while `predicate` holds, then finished.
    ///
    /// - Parameter predicate: Values pass while it holds.
    /// - Returns: A publisher of the leading values that pass.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// The values while `predicate`, which may throw, holds, then finished.
    ///
    /// - Parameter predicate: Values pass while it holds; it throws to fail.
    /// - Returns: A publisher of the leading values that pass.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}
