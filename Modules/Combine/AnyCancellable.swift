/// Cancels what it wraps when told to or when it is released: keep it (for instance
/// `.store(in: &cancellables)`) as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancellation: (() -> Void)?

    /// Runs `cancel` once: on ``cancel()`` or when released.
    ///
    /// - Parameter cancel: What cancelling does, e.g. stopping a timer; called at most once.
    public init(_ cancel: @escaping () -> Void) {
        cancellation = cancel
    }

    /// Cancels `canceller` once: on ``cancel()`` or when released.
    ///
    /// - Parameter canceller: The subscription or other cancellable to cancel; it is kept until then.
    public init<C: Cancellable>(_ canceller: C) {
        cancellation = canceller.cancel
    }

    deinit {
        cancellation?()
    }

    public func cancel() {
        let cancellation = cancellation
        self.cancellation = nil
        cancellation?()
    }

    /// Keeps this in `set` (it is cancelled when removed from it and released).
    ///
    /// - Parameter set: The set that owns this, usually a `cancellables` property.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this in `collection`.
    ///
    /// - Parameter collection: The collection this is appended to, e.g. an array of cancellables.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
