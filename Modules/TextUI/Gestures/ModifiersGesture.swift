import Foundation

/// A gesture that is recognized only while modifier keys are held. A host performs its taps,
/// presses and drags with no key held: a gesture that needs a modifier is not recognized through
/// it, as SwiftUI does not recognize it without the keys.
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    /// The gesture.
    public var content: Content
    /// The modifier keys it needs.
    public var modifiers: EventModifiers

    /// The gesture's value is its content's.
    public typealias Value = Content.Value
    /// A built-in gesture.
    public typealias Body = Never
}

extension _ModifiersGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        modifiers.subtracting(.capsLock).isEmpty && content.recognizesEvent(event)
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard recognizes(event) else { return false }
        return content.performEvent(event, at: time, emit)
    }
}

extension Gesture {
    /// This gesture, recognized only while `modifiers` are held (a host holds no keys: with
    /// modifiers, the gesture is not performed through it).
    ///
    /// - Parameter modifiers: The modifier keys the gesture needs.
    /// - Returns: A gesture recognized only with those keys held.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(content: self, modifiers: modifiers)
    }
}
