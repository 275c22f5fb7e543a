import Foundation

/// A gesture that ends when the view is tapped `count` times: the host's `tap` counts as all of them.
public struct TapGesture: Gesture {
    /// The number of taps it needs.
    public var count: Int

    /// A tap gesture.
    ///
    /// - Parameter count: The number of taps it needs; one tap through the host counts as `count`.
    public init(count: Int = 1) {
        self.count = count
    }

    /// A tap gesture reports no value.
    public typealias Value = Void
    public typealias Body = Never
}

extension TapGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        if case .tap = event { return true }
        return false
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard recognizes(event) else { return false }
        emit(.ended(()))
        return true
    }
}

/// A tap that reports where it happened (text output: the view's top leading corner).
public struct SpatialTapGesture: Gesture {
    /// The number of taps it needs.
    public var count: Int
    /// The coordinate space of the location.
    public var coordinateSpace: CoordinateSpace

    /// A spatial tap gesture.
    ///
    /// - Parameters:
    ///   - count: The number of taps it needs; one tap through the host counts as `count`.
    ///   - coordinateSpace: The coordinate space of the location reported.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Where a spatial tap happened.
    public struct Value: Equatable, Sendable {
        /// The tap's location (the origin in text output).
        public var location: CGPoint
    }

    public typealias Body = Never
}

extension SpatialTapGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        if case .tap = event { return true }
        return false
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard recognizes(event) else { return false }
        emit(.ended(Value(location: .zero)))
        return true
    }
}
