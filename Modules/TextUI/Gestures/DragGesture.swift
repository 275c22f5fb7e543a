import Foundation

/// A gesture that follows a finger moving across the view. The host drags a view by a translation
/// (`host.drag("Card", by: CGSize(width: 120, height: 0))`): the gesture changes halfway and at the
/// end, then ends, its start at the view's top leading corner.
public struct DragGesture: Gesture {
    /// How far the finger must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations.
    public var coordinateSpace: CoordinateSpace

    /// A drag gesture.
    ///
    /// - Parameters:
    ///   - minimumDistance: How far the finger must move before the drag starts; a shorter host drag
    ///     is not recognized.
    ///   - coordinateSpace: The coordinate space of the locations reported.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported (the host clock's time).
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger started.
        public var startLocation: CGPoint
        /// How fast the finger moves, in points a second (zero from a host).
        public var velocity: CGSize
        /// Where the finger would stop if it lifted now (its location: a host drag has no momentum).
        public var predictedEndLocation: CGPoint

        /// How far the finger moved from its start.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// How far the finger would have moved when it stops.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        init(time: Date, translation: CGSize) {
            self.time = time
            self.startLocation = .zero
            self.location = CGPoint(x: translation.width, y: translation.height)
            self.velocity = .zero
            self.predictedEndLocation = location
        }
    }

    public typealias Body = Never
}

extension DragGesture: PerformedGesture {
    func recognizes(_ event: GestureEvent) -> Bool {
        guard case .drag(let translation) = event else { return false }
        return (translation.width * translation.width + translation.height * translation.height).squareRoot()
            >= minimumDistance
    }

    func perform(_ event: GestureEvent, at time: Date, _ emit: (GesturePhase) -> Void) -> Bool {
        guard recognizes(event), case .drag(let translation) = event else { return false }
        let halfway = CGSize(width: translation.width / 2, height: translation.height / 2)
        emit(.changed(Value(time: time, translation: halfway)))
        emit(.changed(Value(time: time, translation: translation)))
        emit(.ended(Value(time: time, translation: translation)))
        return true
    }
}
