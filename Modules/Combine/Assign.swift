extension Subscribers {
    /// A subscriber that writes each value to a property of an object.
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        /// The error it accepts: none.
        public typealias Failure = Never

        /// The object written to (released on completion or cancellation).
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// A subscriber writing to `keyPath` of `object`.
        ///
        /// - Parameters:
        ///   - object: The object written to; kept until completion or cancellation.
        ///   - keyPath: The property of `object` each value is written to.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Writes the value to the object's property, if the object is still alive.
        ///
        /// - Parameter value: The value to assign.
        /// - Returns: `.none`: it asked for every value when it subscribed.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        public func cancel() {
            subscription?.cancel()
            subscription = nil
            object = nil
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `keyPath` of `object` (which it keeps) until cancelled.
    ///
    /// - Parameters:
    ///   - keyPath: The property each value is written to.
    ///   - object: The object that has the property; it is kept until cancellation or completion.
    /// - Returns: A cancellable that stops the writes when cancelled or released.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }

    /// Writes each value to the `@Published` property whose publisher is `published`
    /// (`.assign(to: &$total)`), for as long as the property's object lives.
    ///
    /// - Parameter published: The property's publisher (`&$total`), which keeps the subscription; no
    ///   cancellable is returned.
    public func assign(to published: inout Published<Output>.Publisher) {
        let write = WriteThrough<Output>()
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: { write.value?($0) })
        write.value = published.keepWriter(AnyCancellable(sink))
        receive(subscriber: sink)
    }
}

/// Where `assign(to:)` writes, set once the property keeps the subscription.
private final class WriteThrough<Value> {
    var value: ((Value) -> Void)?
}
