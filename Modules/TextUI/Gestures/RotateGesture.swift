import Foundation

/// A two-finger rotation. The host performs it with `host.rotate(_:by:)`: it changes halfway and
/// at the angle, then ends.
public struct RotateGesture: Gesture {
    /// How much the angle must change before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotate gesture.
    ///
    /// - Parameter minimumAngleDelta: How much the angle must change before it starts.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// Where a rotation is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported (the host clock's time).
        public var time: Date
        /// The rotation so far.
        public var rotation: Angle
        /// How fast it turns (zero from a host).
        public var velocity: Angle
        /// Where it started, as a point of the view (its center).
        public var startAnchor: UnitPoint
        /// Where it started (the origin in text output).
        public var startLocation: CGPoint
    }

    public typealias Body = Never
}

extension RotateGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        guard case .rotate(let angle) = event else { return false }
        return abs(angle.radians) >= abs(minimumAngleDelta.radians)
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard recognizes(event), case .rotate(let angle) = event else { return false }
        let value = { (radians: Double) in
            Value(
                time: time, rotation: .radians(radians), velocity: .radians(0), startAnchor: .center,
                startLocation: .zero)
        }
        emit(.changed(value(angle.radians / 2)))
        emit(.changed(value(angle.radians)))
        emit(.ended(value(angle.radians)))
        return true
    }
}

/// A two-finger rotation that reports its angle (the older ``RotateGesture``).
public struct RotationGesture: Gesture {
    /// How much the angle must change before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation gesture.
    ///
    /// - Parameter minimumAngleDelta: How much the angle must change before it starts.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// The rotation so far.
    public typealias Value = Angle
    public typealias Body = Never
}

extension RotationGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).recognizes(event)
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).perform(event, at: time) { phase in
            emit(phase.map { ($0 as? RotateGesture.Value)?.rotation ?? .radians(0) })
        }
    }
}
