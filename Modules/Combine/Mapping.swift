// The operators that transform each value or the error: map, tryMap, mapError, replaceNil, scan,
// tryScan, setFailureType, and map with key paths.

extension Publishers {
    /// Each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// A publisher of `upstream`'s values transformed by `transform`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are transformed.
        ///   - transform: Turns each value into the one delivered.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(Relay("Map", downstream: subscriber) { .emit(transform($0)) })
        }
    }

    /// Each value transformed by a closure that may throw; a thrown error fails the publisher.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output

        /// A publisher of `upstream`'s values transformed by `transform`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are transformed.
        ///   - transform: Turns each value into the one delivered, or throws to fail.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryMap", downstream: subscriber,
                step: { value in
                    do { return .emit(try transform(value)) } catch { return .fail(error) }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// The upstream's error transformed.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        /// The publisher whose error is transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Failure) -> Failure

        /// A publisher of `upstream`'s values whose error is transformed by `transform`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose error is transformed.
        ///   - transform: Turns the upstream's error into the one delivered.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// A publisher of `upstream`'s values whose error is transformed by `map`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose error is transformed.
        ///   - map: Turns the upstream's error into the one delivered.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.init(upstream: upstream, transform: map)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "MapError", downstream: subscriber, step: { .emit($0) }, end: { (nil, $0.mapError(transform)) })
            upstream.subscribe(relay)
        }
    }

    /// Each value combined with the result so far; the results are delivered.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are accumulated.
        public let upstream: Upstream
        /// The result before the first value.
        public let initialResult: Output
        /// Combines the result so far with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// A publisher of the running results.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are accumulated.
        ///   - initialResult: The result before the first value.
        ///   - nextPartialResult: Combines the result so far with the next value.
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = OperatorMemory(initialResult)
            let next = nextPartialResult
            upstream.subscribe(
                Relay("Scan", downstream: subscriber) { value in
                    result.value = next(result.value, value)
                    return .emit(result.value)
                })
        }
    }

    /// Each value combined with the result so far by a closure that may throw.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        /// The publisher whose values are accumulated.
        public let upstream: Upstream
        /// The result before the first value.
        public let initialResult: Output
        /// Combines the result so far with the next value, or throws to fail.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// A publisher of the running results.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are accumulated.
        ///   - initialResult: The result before the first value.
        ///   - nextPartialResult: Combines the result so far with the next value, or throws to fail.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = OperatorMemory(initialResult)
            let next = nextPartialResult
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "TryScan", downstream: subscriber,
                step: { value in
                    do {
                        result.value = try next(result.value, value)
                        return .emit(result.value)
                    } catch {
                        return .fail(error)
                    }
                },
                end: { (nil, $0.mapError { $0 }) })
            upstream.subscribe(relay)
        }
    }

    /// A publisher that cannot fail, declared with another failure type.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        /// The publisher.
        public let upstream: Upstream

        /// `upstream` with the failure type `Failure`.
        ///
        /// - Parameter upstream: A publisher that cannot fail.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay<Upstream.Output, Never, S>(
                "SetFailureType", downstream: subscriber, step: { .emit($0) }, end: { (nil, $0.promoted()) })
            upstream.subscribe(relay)
        }

        /// The same publisher with another failure type.
        ///
        /// - Parameter failure: The new failure type.
        /// - Returns: `upstream` declared with `failure`.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }

    /// A property of each value, by key path.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are read.
        public let upstream: Upstream
        /// The property.
        public let keyPath: KeyPath<Upstream.Output, Output>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = keyPath
            upstream.subscribe(Relay("ValueForKey", downstream: subscriber) { .emit($0[keyPath: keyPath]) })
        }
    }

    /// Two properties of each value, by key path.
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        public typealias Output = (Output0, Output1)
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are read.
        public let upstream: Upstream
        /// The first property.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The second property.
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (first, second) = (keyPath0, keyPath1)
            upstream.subscribe(
                Relay("ValueForKeys", downstream: subscriber) { .emit(($0[keyPath: first], $0[keyPath: second])) })
        }
    }

    /// Three properties of each value, by key path.
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        public typealias Output = (Output0, Output1, Output2)
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are read.
        public let upstream: Upstream
        /// The first property.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The second property.
        public let keyPath1: KeyPath<Upstream.Output, Output1>
        /// The third property.
        public let keyPath2: KeyPath<Upstream.Output, Output2>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (first, second, third) = (keyPath0, keyPath1, keyPath2)
            upstream.subscribe(
                Relay("ValueForKeys", downstream: subscriber) {
                    .emit(($0[keyPath: first], $0[keyPath: second], $0[keyPath: third]))
                })
        }
    }
}

extension Publisher {
    /// Each value transformed by `transform`.
    ///
    /// - Parameter transform: Turns each value into the one delivered.
    /// - Returns: A publisher of the transformed values, with this publisher's completion.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Each value transformed by `transform`, which may throw to fail the publisher.
    ///
    /// - Parameter transform: Turns each value into the one delivered, or throws.
    /// - Returns: A publisher of the transformed values that fails with what `transform` threw.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// This publisher with its error transformed by `transform`.
    ///
    /// - Parameter transform: Turns this publisher's error into the one delivered.
    /// - Returns: A publisher of the same values that fails with the transformed error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    /// The running results of combining each value with the result so far.
    ///
    /// - Parameters:
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: Combines the result so far with the next value.
    /// - Returns: A publisher of each new result.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// The running results of combining each value with the result so far, by a closure that may throw.
    ///
    /// - Parameters:
    ///   - initialResult: The result before the first value.
    ///   - nextPartialResult: Combines the result so far with the next value, or throws to fail.
    /// - Returns: A publisher of each new result that fails with what the closure threw.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryScan<Self, T>
    {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// The value at `keyPath` of each value.
    ///
    /// - Parameter keyPath: The property read.
    /// - Returns: A publisher of that property of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// The values at two key paths of each value.
    ///
    /// - Parameters:
    ///   - keyPath0: The first property read.
    ///   - keyPath1: The second property read.
    /// - Returns: A publisher of both properties of each value.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
        -> Publishers.MapKeyPath2<Self, T0, T1>
    {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// The values at three key paths of each value.
    ///
    /// - Parameters:
    ///   - keyPath0: The first property read.
    ///   - keyPath1: The second property read.
    ///   - keyPath2: The third property read.
    /// - Returns: A publisher of the three properties of each value.
    public func map<T0, T1, T2>(
        _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>, _ keyPath2: KeyPath<Output, T2>
    ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }

    /// Each nil value replaced by `output`.
    ///
    /// - Parameter output: The value delivered in place of nil.
    /// - Returns: A publisher of the unwrapped values.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}

extension Publisher where Failure == Never {
    /// This publisher, which cannot fail, declared with the failure type `failureType` (to combine it
    /// with publishers that can).
    ///
    /// - Parameter failureType: The error type to declare.
    /// - Returns: A publisher of the same values with that failure type.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
