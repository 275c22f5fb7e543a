import Foundation

/// Two gestures one after the other: the second starts once the first succeeded. A host drag also
/// satisfies a long press before it (a press held, then moved).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// A sequence of two gestures.
    ///
    /// - Parameters:
    ///   - first: The gesture that must succeed first.
    ///   - second: The gesture that follows it.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Where a sequence is: in its first gesture, or in its second (with the first's last value).
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first succeeded; the second is in progress (nil until it starts).
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture: PerformedGesture {
    /// The event the first gesture sees: itself, or a long press before a drag.
    private func leadingEvent(_ event: GestureEvent) -> GestureEvent? {
        if first.recognizesEvent(event) { return event }
        if case .drag = event, first.recognizesEvent(.longPress(duration: nil)) { return .longPress(duration: nil) }
        return nil
    }

    func recognizes(_ event: GestureEvent) -> Bool {
        leadingEvent(event) != nil
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard let leading = leadingEvent(event) else { return false }
        var firstValue: First.Value?
        _ = first.performEvent(leading, at: time) { phase in
            guard let value = phase.value as? First.Value else { return }
            firstValue = value
            if case .changed = phase { emit(.changed(Value.first(value))) }
        }
        guard let firstValue else { return true }
        let secondRan =
            second.recognizesEvent(event)
            && second.performEvent(event, at: time) { phase in
                emit(phase.map { Value.second(firstValue, $0 as? Second.Value) })
            }
        if !secondRan { emit(.ended(Value.second(firstValue, nil))) }
        return true
    }
}

/// Two gestures that can happen at the same time: each reports its value while the other's stays.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Two simultaneous gestures.
    ///
    /// - Parameters:
    ///   - first: One gesture.
    ///   - second: The other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The values of both gestures (nil for one that has not started).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    public typealias Body = Never
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        first.recognizesEvent(event) || second.recognizesEvent(event)
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        var current = Value(first: nil, second: nil)
        let firstRan = first.performEvent(event, at: time) { phase in
            current.first = phase.value as? First.Value
            emit(.changed(current))
        }
        let secondRan = second.performEvent(event, at: time) { phase in
            current.second = phase.value as? Second.Value
            emit(.changed(current))
        }
        if firstRan || secondRan { emit(.ended(current)) }
        return firstRan || secondRan
    }
}

/// Two gestures of which only one happens: the first when it responds, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture that has priority.
    public var first: First
    /// The other gesture.
    public var second: Second

    /// Two exclusive gestures.
    ///
    /// - Parameters:
    ///   - first: The gesture tried first.
    ///   - second: The gesture tried when the first does not respond.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of whichever gesture happened.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    public typealias Body = Never
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        first.recognizesEvent(event) || second.recognizesEvent(event)
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        if first.recognizesEvent(event) {
            return first.performEvent(event, at: time) { emit($0.map { ($0 as? First.Value).map(Value.first) as Any }) }
        }
        return second.performEvent(event, at: time) { emit($0.map { ($0 as? Second.Value).map(Value.second) as Any }) }
    }
}

extension Gesture {
    /// This gesture, then `other` once this one succeeded.
    ///
    /// - Parameter other: The gesture that follows.
    /// - Returns: A sequence of the two.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture and `other` at the same time.
    ///
    /// - Parameter other: The other gesture.
    /// - Returns: Both, simultaneously.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` when this one does not happen.
    ///
    /// - Parameter other: The gesture tried second.
    /// - Returns: One of the two.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture of any type with values of type `Value`.
public struct AnyGesture<Value>: Gesture {
    let recognizes: @MainActor (GestureEvent) -> Bool
    let perform: @MainActor (GestureEvent, Date, (GesturePhase) -> Void) -> Bool

    /// Wraps a gesture.
    ///
    /// - Parameter gesture: The gesture.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        recognizes = { gesture.recognizesEvent($0) }
        perform = { gesture.performEvent($0, at: $1, $2) }
    }

    public typealias Body = Never
}

extension AnyGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool { recognizes(event) }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        perform(event, time, emit)
    }
}
