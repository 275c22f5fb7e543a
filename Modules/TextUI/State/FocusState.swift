/// Which control has focus, as state owned by the view: `@FocusState var isFocused: Bool`, or
/// `@FocusState var field: Field?` with `.focused($field, equals: .name)`. Typing into a text field
/// through the host focuses it (and unfocuses the one focused before); setting the value moves
/// the focus, which text output does not show.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// Focus state that is false when nothing is focused.
    public init() where Value == Bool {
        state = State(initialValue: false)
    }

    /// Focus state that is nil when nothing is focused.
    public init<T: Hashable>() where Value == T? {
        state = State(initialValue: nil)
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the focus, for `.focused(_:)`.
    public var projectedValue: Binding {
        Binding(base: state.projectedValue)
    }

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let base: TextUI.Binding<Value>

        /// The focused value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: StateProperty {
    func makeStorage(name: String) -> AnyStateStorage {
        state.makeStorage(name: name)
    }

    func connect(to storage: AnyStateStorage) {
        state.connect(to: storage)
    }
}
