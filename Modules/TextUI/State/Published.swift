/// A property of an ``ObservableObject`` class that announces its changes through the object's
/// `objectWillChange` before they happen. (Combine's `$property` publisher does not exist.)
@propertyWrapper
public struct Published<Value> {
    /// The stored value and the publisher the object's properties share.
    final class Storage {
        var value: Value
        var publisher: ObservableObjectPublisher?

        init(_ value: Value) {
            self.value = value
        }
    }

    let storage: Storage

    /// A published property with an initial value.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// A published property with an initial value.
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
            if storage.publisher == nil, let observable = object as? any ObservableObject {
                storage.publisher = observable.objectWillChange
            }
            storage.publisher?.send()
            storage.value = newValue
        }
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
