/// Mounted storage of one `@State` property, owned by the host's node for the view.
class AnyStateStorage {
    /// The property name, without the wrapper's underscore.
    let name: String
    /// False once the view left the tree: the storage is dropped and writes are ignored. Only ever
    /// read or assigned whole, so the runtime's check for overlapping accesses (paid on every read
    /// of the state) is left out.
    @exclusivity(unchecked) var isMounted = true
    /// Who reads this storage during `body` (invalidated when it changes).
    let signal: ChangeSignal
    /// Told about each change (the owning node, which tells its host).
    weak var observer: Node?

    init(name: String, signal: ChangeSignal) {
        self.name = name
        self.signal = signal
    }

    /// The value, type-erased.
    var anyValue: Any { fatalError("abstract") }
    /// The value's type.
    var valueType: Any.Type { fatalError("abstract") }
    /// The value's type's name, made once (tools list state often; naming a type is not cheap).
    private(set) lazy var valueTypeName = String(describing: valueType)
    /// Replaces the value; false when `value` has the wrong type.
    func setAnyValue(_ value: Any) -> Bool { fatalError("abstract") }
}

final class StateStorage<Value>: AnyStateStorage {
    /// Every access is a whole read or a whole assignment (never `inout`, never held across a
    /// call), so no two accesses can overlap and the runtime's check for overlapping accesses
    /// (a thread-local lookup on every read of a body, one per row of a list) is left out.
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value, name: String) {
        self.value = value
        super.init(name: name, signal: ChangeSignal())
    }

    /// A binding that reads and writes this storage.
    var binding: Binding<Value> {
        Binding(get: { self.read() }, set: { self.write($0) }, storage: self)
    }

    /// Reads the value, recording the dependency of the body being evaluated.
    func read() -> Value {
        signal.recordRead()
        return value
    }

    /// The value, recording no dependency (the caller records a finer one).
    func peek() -> Value {
        value
    }

    /// Writes the value and invalidates its readers (unless an `Equatable` value did not change).
    func write(_ newValue: Value) {
        guard isMounted else { return }
        let oldValue = value
        let onMainActor = MainActorContext.isCurrent
        let recorded = onMainActor ? ElementWrite.claim(from: oldValue, to: newValue, into: OnMainActor(observer)) : nil
        let changed = recorded.map { !$0.isEmpty } ?? !Sameness.areEqual(oldValue, newValue)
        value = newValue
        guard changed else { return }
        signal.fire(changedElements: recorded)
        guard observer != nil, onMainActor else { return }
        let change = OnMainActor((storage: self as AnyStateStorage, old: oldValue as Any, new: newValue as Any))
        let origin = UpdateOrigin.current
        MainActor.assumeIsolated {
            let (storage, old, new) = change.value
            storage.observer?.stateDidChange(storage, from: old, to: new, changedElements: recorded, origin: origin)
        }
    }

    override var anyValue: Any { value }
    override var valueType: Any.Type { Value.self }

    override func setAnyValue(_ value: Any) -> Bool {
        guard let value = value as? Value else { return false }
        write(value)
        return true
    }
}
