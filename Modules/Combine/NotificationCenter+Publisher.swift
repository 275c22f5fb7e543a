import Foundation

extension NotificationCenter {
    /// The notifications a center posts under a name (and from an object), as a publisher:
    /// `NotificationCenter.default.publisher(for: .someName)`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The center.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The object they must come from; nil for any.
        public let object: AnyObject?

        /// The notifications `center` posts under `name` from `object`.
        ///
        /// - Parameters:
        ///   - center: The center.
        ///   - name: The notifications' name.
        ///   - object: The object they must come from; nil for any.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.observe(center, name: name, object: object)
        }
    }

    /// The notifications this center posts under `name` (from `object`), as a publisher.
    ///
    /// - Parameters:
    ///   - name: The notifications' name.
    ///   - object: The object they must come from; nil for any.
    /// - Returns: A publisher that delivers each notification posted while it is subscribed to.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// A subscription to a center's notifications: a notification posted while the subscriber asked
/// for none is dropped. Unchecked because notifications are posted on any thread: `lock` guards
/// the state.
private final class NotificationSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Notification, Never>?
    private var demand = Subscribers.Demand.none
    private var observer: (any NSObjectProtocol)?
    private var center: NotificationCenter?

    init(downstream: AnySubscriber<Notification, Never>) {
        self.downstream = downstream
    }

    var description: String { "NotificationCenter Observer" }

    func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.deliver(notification)
        }
        lock.lock()
        if downstream == nil {
            lock.unlock()
            center.removeObserver(token)
            return
        }
        observer = token
        self.center = center
        lock.unlock()
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(notification)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let observer = observer
        self.observer = nil
        let center = center
        self.center = nil
        lock.unlock()
        if let observer { center?.removeObserver(observer) }
    }
}
