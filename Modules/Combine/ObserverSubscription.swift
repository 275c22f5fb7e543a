import Foundation
import TextUI

/// A subscription to the values sent through an `ObserverList` (`objectWillChange`, a
/// `@Published` property's publisher, a timer): until it is cancelled, each value goes to
/// `deliver` if the subscriber asked for one, and is dropped otherwise. With `initial`, the first
/// request first gets that value (a property's current value). It keeps `owner` (the publisher)
/// alive as long as it lasts.
///
/// Unchecked because values arrive on the sender's thread: `lock` guards the state, and `deliver`
/// is called outside it.
final class ObserverSubscription<Value>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let list: ObserverList<Value>
    private var owner: AnyObject?
    private var id: Int?
    private var demand = Subscribers.Demand.none
    private var initial: (() -> Value)?
    private let deliver: (Value) -> Subscribers.Demand

    init(
        _ list: ObserverList<Value>, owner: AnyObject? = nil, initial: (() -> Value)? = nil,
        deliver: @escaping (Value) -> Subscribers.Demand
    ) {
        self.list = list
        self.owner = owner
        self.initial = initial
        self.deliver = deliver
        id = list.add { [weak self] in self?.offer($0) }
    }

    /// A subscription whose subscriber always wants as many values as it asked for at first.
    convenience init(_ list: ObserverList<Value>, owner: AnyObject? = nil, deliver: @escaping (Value) -> Void) {
        self.init(list, owner: owner, initial: nil) { value -> Subscribers.Demand in
            deliver(value)
            return .none
        }
    }

    private func offer(_ value: Value) {
        lock.lock()
        guard id != nil, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        initial = nil
        lock.unlock()
        let more = deliver(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        self.demand += demand
        guard let initial, id != nil else {
            lock.unlock()
            return
        }
        self.initial = nil
        self.demand -= 1
        lock.unlock()
        let more = deliver(initial())
        lock.lock()
        self.demand += more
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let id = id
        self.id = nil
        owner = nil
        initial = nil
        lock.unlock()
        if let id { list.remove(id) }
    }
}
