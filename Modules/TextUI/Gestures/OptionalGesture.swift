import Foundation

/// An optional gesture is a gesture: when it holds one, it is that gesture; when it is `nil`, it
/// recognizes nothing. It lets a view attach a gesture only in some states, as in
/// `.gesture(isEditing ? DragGesture() : nil)`.
extension Optional: Gesture where Wrapped: Gesture {
    /// The type representing the gesture's value: the wrapped gesture's.
    public typealias Value = Wrapped.Value
}

extension Optional: PerformedGesture where Wrapped: Gesture {
    /// True when there is a gesture and it responds to `event`.
    func recognizes(_ event: GestureEvent) -> Bool {
        self?.recognizesEvent(event) ?? false
    }

    /// Performs `event` on the wrapped gesture; false (and nothing done) when there is none.
    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        self?.performEvent(event, at: time, emit) ?? false
    }
}
