import Foundation

/// State that a gesture updates while it is in progress (with `updating(_:body:)`) and that goes
/// back to its initial value when the gesture ends: a drag's offset, a press's highlight.
///
/// ```swift
/// struct Card: View {
///     @GestureState private var offset = CGSize.zero
///     var body: some View {
///         Text("Card \(Int(offset.width))")
///             .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
///     }
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let reset: (Value, inout Transaction) -> Void

    /// Gesture state that starts at `wrappedValue` and goes back to it when the gesture ends.
    ///
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        reset = { _, _ in }
    }

    /// Gesture state that starts at `initialValue` and goes back to it when the gesture ends.
    ///
    /// - Parameter initialValue: The initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Gesture state that goes back to its initial value in a transaction when the gesture ends.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - resetTransaction: The transaction of the reset (animations are not rendered).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Gesture state that goes back to its initial value in a transaction when the gesture ends.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value.
    ///   - resetTransaction: The transaction of the reset (animations are not rendered).
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue)
    }

    /// Gesture state whose reset is reported to `reset`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - reset: Called with the value it goes back to, when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        self.reset = reset
    }

    /// Gesture state whose reset is reported to `reset`.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value.
    ///   - reset: Called with the value it goes back to, when the gesture ends.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: the initial one unless a gesture is in progress.
    public var wrappedValue: Value {
        state.wrappedValue
    }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> {
        self
    }

    /// Sets the value during a gesture.
    func update(_ body: (inout Value) -> Void) {
        var value = state.wrappedValue
        body(&value)
        state.wrappedValue = value
    }

    /// Goes back to the initial value.
    func resetToInitialValue() {
        var transaction = Transaction()
        reset(state.initialValue, &transaction)
        state.wrappedValue = state.initialValue
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state that starts at nil.
    ///
    /// - Parameter resetTransaction: The transaction of the reset (animations are not rendered).
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }

    /// Gesture state that starts at nil, whose reset is reported to `reset`.
    ///
    /// - Parameter reset: Called with nil when the gesture ends.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

/// A gesture that updates gesture state while it is in progress.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The gesture.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// How each value updates the state.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture that updates `state`.
    ///
    /// - Parameters:
    ///   - base: The gesture.
    ///   - state: The state it updates.
    ///   - body: How each value updates the state.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The value of its gesture.
    public typealias Value = Base.Value
}

extension GestureStateGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool { base.recognizesEvent(event) }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        let ran = base.performEvent(event, at: time) { phase in
            if let value = phase.value as? Value {
                state.update { current in
                    var transaction = Transaction()
                    body(value, &current, &transaction)
                }
            }
            emit(phase)
        }
        if ran { state.resetToInitialValue() }
        return ran
    }
}

extension Gesture {
    /// Updates `state` with each value while the gesture is in progress; the state goes back to its
    /// initial value when the gesture ends.
    ///
    /// - Parameters:
    ///   - state: The gesture state (`$offset`).
    ///   - body: Receives each value, the state to update and the transaction.
    /// - Returns: The gesture, updating the state.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
