/// Stands between an operator's upstream and its downstream: `forward` turns each upstream value
/// into the value to pass on, or nil to drop it. Subscriptions and completions pass through.
struct OperatorSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let forward: (Input) -> Downstream.Input?

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = forward(input) else { return .none }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}

/// A value an operator remembers for one subscription (the last value, a count).
final class OperatorMemory<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
