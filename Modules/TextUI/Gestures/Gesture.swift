import Foundation

/// An input a person makes on a view: a tap, a long press, a drag, a pinch or a rotation. In a host
/// a test performs it by the view's text (`host.tap`, `host.longPress`, `host.drag`,
/// `host.magnify`, `host.rotate`); the gesture's `onChanged`, `updating` and `onEnded` actions run
/// with the values SwiftUI would give.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The values the gesture reports (a drag's translation, a long press's `Bool`); a gesture made
    /// of another reports that one's values unless it says otherwise.
    associatedtype Value = Body.Value

    /// The gesture this one is made of, for gestures made of others; `Never` for built-in gestures.
    associatedtype Body: Gesture

    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    /// Never has values.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures are not made of others; the host performs them directly.
    public var body: Never {
        fatalError("\(type(of: self)) is a built-in gesture and has no body")
    }
}

/// What a person does, as the host performs it.
enum GestureEvent {
    /// A tap (counting as any number of taps a tap gesture asks for).
    case tap
    /// A press held `duration` seconds (nil: as long as any long press asks).
    case longPress(duration: TimeInterval?)
    /// A drag by a translation, from the view's top leading corner.
    case drag(translation: CGSize)
    /// A pinch by a scale factor.
    case magnify(scale: CGFloat)
    /// A rotation by an angle.
    case rotate(angle: Angle)

    /// How messages name it.
    var name: String {
        switch self {
        case .tap: "tap"
        case .longPress: "long press"
        case .drag: "drag"
        case .magnify: "magnification"
        case .rotate: "rotation"
        }
    }
}

/// A step of a gesture in progress: a new value while it changes, then its last value.
enum GesturePhase {
    case changed(Any)
    case ended(Any)

    /// The value, whatever the phase.
    var value: Any {
        switch self {
        case .changed(let value), .ended(let value): value
        }
    }

    /// The same phase with another value.
    func map(_ transform: (Any) -> Any) -> GesturePhase {
        switch self {
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        }
    }
}

/// A built-in gesture (or a gesture modifier) that the host performs directly.
@MainActor
protocol PerformedGesture {
    /// True when this gesture responds to `event` (nothing runs).
    func recognizes(_ event: GestureEvent) -> Bool
    /// Performs `event`: reports the phases to `emit`, in order, and runs this gesture's own
    /// actions; false (and nothing done) when it does not respond to `event`.
    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool
}

extension Gesture {
    /// True when this gesture (or what it is made of) responds to `event`.
    func recognizesEvent(_ event: GestureEvent) -> Bool {
        if let performed = self as? any PerformedGesture { return performed.recognizes(event) }
        guard Body.self != Never.self else { return false }
        return body.recognizesEvent(event)
    }

    /// Performs `event` on this gesture (or what it is made of).
    func performEvent(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        if let performed = self as? any PerformedGesture { return performed.perform(event, at: time, emit) }
        guard Body.self != Never.self else { return false }
        return body.performEvent(event, at: time, emit)
    }
}

/// Which gestures of a view and its subviews respond (text output: a view's own gestures respond
/// unless the mask leaves them out).
public struct GestureMask: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32

    /// A mask from its raw value.
    ///
    /// - Parameter rawValue: The bits of the mask.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// No gestures.
    public static let none = GestureMask([])
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}
