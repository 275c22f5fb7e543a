import Foundation

/// A gesture that runs an action each time its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture that runs an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture whose values are transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public typealias Body = Never
}

extension _ChangedGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool { content.recognizesEvent(event) }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        var last: Content.Value?
        return content.performEvent(event, at: time) { phase in
            if case .changed(let value) = phase, let value = value as? Content.Value, value != last {
                last = value
                action(value)
            }
            emit(phase)
        }
    }
}

extension _EndedGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool { content.recognizesEvent(event) }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        content.performEvent(event, at: time) { phase in
            emit(phase)
            if case .ended(let value) = phase, let value = value as? Content.Value { action(value) }
        }
    }
}

extension _MapGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool { content.recognizesEvent(event) }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        content.performEvent(event, at: time) { phase in
            emit(phase.map { value in (value as? Content.Value).map(transform) as Any })
        }
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes.
    ///
    /// - Parameter action: Receives the new value.
    /// - Returns: The gesture, with the action.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` when the gesture ends.
    ///
    /// - Parameter action: Receives the gesture's last value.
    /// - Returns: The gesture, with the action.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture, its values transformed.
    ///
    /// - Parameter body: Turns each value into the new gesture's value.
    /// - Returns: A gesture with the transformed values.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
