// The operators that handle a failure: catch, tryCatch, retry, replaceError, assertNoFailure.

extension Publishers {
    /// The upstream's values; if it fails, those of the publisher a handler makes from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        /// The publisher that may fail.
        public let upstream: Upstream
        /// Makes the publisher that takes over from the error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// `upstream`, then on failure `handler`'s publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that may fail.
        ///   - handler: Makes the publisher that takes over from the error.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            Chain("Catch", downstream: subscriber).run(upstream) { completion in
                switch completion {
                case .finished: .complete(.finished)
                case .failure(let error): .subscribe(handler(error).eraseToAnyPublisher()) { .complete($0) }
                }
            }
        }
    }

    /// The upstream's values; if it fails, those of the publisher a throwing handler makes.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher that may fail.
        public let upstream: Upstream
        /// Makes the publisher that takes over from the error, or throws to fail.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// `upstream`, then on failure `handler`'s publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that may fail.
        ///   - handler: Makes the publisher that takes over from the error, or throws to fail.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            Chain("TryCatch", downstream: subscriber).run(upstream) { completion in
                switch completion {
                case .finished:
                    return .complete(.finished)
                case .failure(let error):
                    do {
                        let next = try handler(error).mapError { $0 as any Error }.eraseToAnyPublisher()
                        return .subscribe(next) { .complete($0) }
                    } catch {
                        return .complete(.failure(error))
                    }
                }
            }
        }
    }

    /// The upstream, subscribed to again when it fails, a number of times or forever.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How many more attempts; nil for no limit.
        public let retries: Int?

        /// `upstream`, subscribed to again after each failure, `retries` times (nil: forever).
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - retries: How many more attempts; nil for no limit.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = upstream.eraseToAnyPublisher()
            func attempt(remaining: Int?) -> (Subscribers.Completion<Failure>) -> Chain<S>.Next {
                { completion in
                    guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else {
                        return .complete(completion)
                    }
                    return .subscribe(upstream, then: attempt(remaining: remaining.map { $0 - 1 }))
                }
            }
            Chain("Retry", downstream: subscriber).run(upstream, then: attempt(remaining: retries))
        }
    }

    /// The upstream's values; a failure becomes one value and finished.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        /// The value delivered in place of the error.
        public let output: Upstream.Output
        /// The publisher that may fail.
        public let upstream: Upstream

        /// `upstream`, with `output` in place of its error.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that may fail.
        ///   - output: The value delivered in place of the error.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "ReplaceError", downstream: subscriber, step: { .emit($0) },
                end: { completion in
                    switch completion {
                    case .finished: (nil, .finished)
                    case .failure: (output, .finished)
                    }
                })
            upstream.subscribe(relay)
        }
    }

    /// The upstream's values; a failure stops the program (a bug: it was said it cannot fail).
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        /// The publisher said not to fail.
        public let upstream: Upstream
        /// Starts the message.
        public let prefix: String
        /// The file of the assertion.
        public let file: StaticString
        /// The line of the assertion.
        public let line: UInt

        /// `upstream`, asserted not to fail.
        ///
        /// - Parameters:
        ///   - upstream: The publisher said not to fail.
        ///   - prefix: Starts the message.
        ///   - file: The file of the assertion.
        ///   - line: The line of the assertion.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (prefix, file, line) = (prefix, file, line)
            let relay = Relay<Upstream.Output, Upstream.Failure, S>(
                "AssertNoFailure", downstream: subscriber, step: { .emit($0) },
                end: { completion in
                    if case .failure(let error) = completion {
                        fatalError("\(prefix.isEmpty ? "" : prefix + " ")\(error)", file: file, line: line)
                    }
                    return (nil, .finished)
                })
            upstream.subscribe(relay)
        }
    }
}

extension Publisher {
    /// This publisher's values; if it fails, those of the publisher `handler` makes from the error.
    ///
    /// - Parameter handler: Makes the publisher that takes over.
    /// - Returns: A publisher that fails only as the handler's publisher does.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// This publisher's values; if it fails, those of the publisher `handler` makes, or its error.
    ///
    /// - Parameter handler: Makes the publisher that takes over, or throws to fail.
    /// - Returns: A publisher that fails with any error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// This publisher, subscribed to again up to `retries` times when it fails.
    ///
    /// - Parameter retries: How many more attempts after the first.
    /// - Returns: A publisher that fails when the last attempt fails.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }

    /// This publisher's values, with `output` then finished in place of a failure.
    ///
    /// - Parameter output: The value delivered in place of the error.
    /// - Returns: A publisher that cannot fail.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// This publisher's values, asserted not to fail (a failure stops the program with the error).
    ///
    /// - Parameters:
    ///   - prefix: Starts the message.
    ///   - file: The file of the assertion.
    ///   - line: The line of the assertion.
    /// - Returns: A publisher that cannot fail.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
        -> Publishers.AssertNoFailure<Self>
    {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}
