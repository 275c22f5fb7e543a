extension Publishers {
    /// The values and completion of `upstream`, delivered on a scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are moved.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: ScheduledSubscriber(downstream: subscriber, scheduler: scheduler))
        }
    }
}

/// Passes values and the completion on through a scheduler.
private struct ScheduledSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let scheduler: Context

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule { _ = downstream.receive(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule { downstream.receive(completion: completion) }
    }
}

extension Publisher {
    /// This publisher's values and completion, delivered on `scheduler`.
    ///
    /// - Parameter scheduler: Where they are delivered, e.g. `DispatchQueue.main` or `RunLoop.main`.
    /// - Returns: A publisher that passes each value and the completion on through `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
}
