import Foundation

/// A pinch that scales the view. The host performs it with `host.magnify(_:by:)`: it changes
/// halfway and at the scale, then ends.
public struct MagnifyGesture: Gesture {
    /// How much the scale must change before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture.
    ///
    /// - Parameter minimumScaleDelta: How much the scale must change before it starts.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported (the host clock's time).
        public var time: Date
        /// The scale so far (1 at the start).
        public var magnification: CGFloat
        /// How fast the scale changes (zero from a host).
        public var velocity: CGFloat
        /// Where the pinch started, as a point of the view (its center).
        public var startAnchor: UnitPoint
        /// Where the pinch started (the origin in text output).
        public var startLocation: CGPoint
    }

    public typealias Body = Never
}

extension MagnifyGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        guard case .magnify(let scale) = event else { return false }
        return abs(scale - 1) >= minimumScaleDelta
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard recognizes(event), case .magnify(let scale) = event else { return false }
        let value = { (magnification: CGFloat) in
            Value(time: time, magnification: magnification, velocity: 0, startAnchor: .center, startLocation: .zero)
        }
        emit(.changed(value(1 + (scale - 1) / 2)))
        emit(.changed(value(scale)))
        emit(.ended(value(scale)))
        return true
    }
}

/// A pinch that reports its scale (the older ``MagnifyGesture``).
public struct MagnificationGesture: Gesture {
    /// How much the scale must change before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture.
    ///
    /// - Parameter minimumScaleDelta: How much the scale must change before it starts.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The scale so far.
    public typealias Value = CGFloat
    public typealias Body = Never
}

extension MagnificationGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).recognizes(event)
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).perform(event, at: time) { phase in
            emit(phase.map { ($0 as? MagnifyGesture.Value)?.magnification ?? 1 })
        }
    }
}
