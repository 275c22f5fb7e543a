/// A property of an ``ObservableObject`` class that announces its changes through the object's
/// `objectWillChange` before they happen. `$property` is its publisher (a subscriber of it, with
/// `import Combine`, gets the current value, then each new value before it is stored).
@propertyWrapper
public struct Published<Value> {
    /// The stored value and the publisher the object's properties share.
    final class Storage {
        var value: Value
        var publisher: ObservableObjectPublisher?
        /// Who hears each new value before it is stored (subscribers of `$property`).
        let observers = ObserverList<Value>()
        /// Subscriptions that write to the property (`assign(to: &$property)`), kept as long as it.
        var writers: [AnyObject] = []

        init(_ value: Value) {
            self.value = value
        }

        /// Announces `newValue` (through the object's `objectWillChange` first), then stores it.
        func write(_ newValue: Value) {
            publisher?.send()
            observers.send(newValue)
            value = newValue
        }

        /// Makes the object's `objectWillChange` announce this property's writes.
        func connect(to object: AnyObject) {
            if publisher == nil, let observable = object as? any ObservableObject {
                publisher = observable.objectWillChange
            }
        }
    }

    /// The values of one published property, as `$property` gives them.
    public struct Publisher {
        let storage: Storage

        /// The property's value now.
        package var currentValue: Value { storage.value }

        /// Who hears each new value before it is stored.
        package var observers: ObserverList<Value> { storage.observers }

        /// Keeps `subscription` as long as the property, and gives what writes to the property as
        /// the object does (announcing each change first) without keeping it alive.
        package func keepWriter(_ subscription: AnyObject) -> (Value) -> Void {
            storage.writers.append(subscription)
            return { [weak storage] in storage?.write($0) }
        }
    }

    let storage: Storage

    /// A published property with an initial value.
    ///
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// A published property with an initial value.
    ///
    /// - Parameter initialValue: The initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// Reads and writes the property of `object`, announcing writes through its
    /// `objectWillChange` first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.connect(to: object)
            storage.write(newValue)
        }
    }

    /// The property's publisher (`$property`).
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}  // `assign(to: &$property)` writes through the publisher it is given
    }

    /// The publisher of the property of `object` (`$property`), whose writes the object announces.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            storage.connect(to: object)
            return Publisher(storage: storage)
        }
        set {}  // as `projectedValue`'s
    }
}

/// A `@Published` property, as the object's default `objectWillChange` finds it.
protocol PublishedProperty {
    /// The publisher all of the object's properties share (made by the first of them).
    var sharedPublisher: ObservableObjectPublisher { get }
}

extension Published: PublishedProperty {
    var sharedPublisher: ObservableObjectPublisher {
        if let publisher = storage.publisher { return publisher }
        let publisher = ObservableObjectPublisher()
        storage.publisher = publisher
        return publisher
    }
}
