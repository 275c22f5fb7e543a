import TextUI

/// A subscription to the values sent through an `ObserverList`: until it is cancelled, each value
/// goes to `deliver`. It keeps `owner` (the publisher) alive as long as it lasts.
final class ObserverSubscription<Value>: Subscription {
    private let list: ObserverList<Value>
    private var owner: AnyObject?
    private var id: Int?

    init(_ list: ObserverList<Value>, owner: AnyObject? = nil, deliver: @escaping (Value) -> Void) {
        self.list = list
        self.owner = owner
        id = list.add(deliver)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        if let id { list.remove(id) }
        id = nil
        owner = nil
    }
}
