import Foundation

/// How a view's gesture takes part when the host performs an input on the view.
enum GesturePriority {
    /// The view's gesture, tried after its subviews' (the innermost responding gesture wins).
    case normal
    /// Tried before the subviews' gestures (`highPriorityGesture`).
    case high
    /// Runs alongside whichever other gesture runs (`simultaneousGesture`).
    case simultaneous
}

/// Content with a gesture attached. It renders unchanged; the host performs inputs on it by its
/// text (`host.tap`, `host.longPress`, `host.drag`, `host.magnify`, `host.rotate`).
struct GestureContent<Content: View, G: Gesture>: View {
    let content: Content
    let gesture: G
    let priority: GesturePriority
    let isEnabled: Bool

    typealias Body = Never
}

/// A view the host performs inputs on.
@MainActor
protocol GestureTarget: Control {
    var priority: GesturePriority { get }
    func recognizes(_ event: GestureEvent) -> Bool
    func perform(_ event: GestureEvent, _ node: Node)
}

extension GestureContent: GestureTarget {
    static var kind: ControlKind { .gesture }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func recognizes(_ event: GestureEvent) -> Bool {
        isEnabled && gesture.recognizesEvent(event)
    }

    func perform(_ event: GestureEvent, _ node: Node) {
        let time = node.host?.clock.currentTime ?? Date()
        _ = gesture.performEvent(event, at: time) { _ in node.host?.flush() }
    }
}

extension View {
    /// Attaches a gesture; the subviews' gestures have priority over it.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which gestures respond: without `.gesture` this one does not.
    /// - Returns: A view that renders as this one, on which the host performs the gesture by its text.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureContent(content: self, gesture: gesture, priority: .normal, isEnabled: mask.contains(.gesture))
    }

    /// Attaches a gesture that has priority over the subviews' gestures.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which gestures respond: without `.gesture` this one does not.
    /// - Returns: A view that renders as this one, on which the host performs the gesture by its text.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureContent(content: self, gesture: gesture, priority: .high, isEnabled: mask.contains(.gesture))
    }

    /// Attaches a gesture that happens together with the other gestures of the view.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which gestures respond: without `.gesture` this one does not.
    /// - Returns: A view that renders as this one, on which the host performs the gesture by its text.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureContent(content: self, gesture: gesture, priority: .simultaneous, isEnabled: mask.contains(.gesture))
    }

    /// Runs `action` when a press lasts `minimumDuration` seconds (`host.longPress(_:)` performs it),
    /// and `onPressingChanged` as the press starts and ends.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the press must last.
    ///   - maximumDistance: How far the finger may move (a host's press does not move).
    ///   - action: Runs when the press has lasted long enough.
    ///   - onPressingChanged: Receives true when the press starts and false when it ends.
    /// - Returns: A view that renders as this one, which the host long-presses by its text.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                .onChanged { onPressingChanged?($0) }
                .onEnded { _ in
                    action()
                    onPressingChanged?(false)
                })
    }

    /// Runs `action` when a press lasts `minimumDuration` seconds, and `onPressingChanged` as it
    /// starts and ends (the older spelling).
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the press must last.
    ///   - maximumDistance: How far the finger may move (a host's press does not move).
    ///   - onPressingChanged: Receives true when the press starts and false when it ends.
    ///   - action: Runs when the press has lasted long enough.
    /// - Returns: A view that renders as this one, which the host long-presses by its text.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing onPressingChanged: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: onPressingChanged)
    }

    /// Runs `action` with the tap's location when this view is tapped (the host taps it by its
    /// text; the location is the view's top leading corner).
    ///
    /// - Parameters:
    ///   - count: The number of taps; one tap through the host counts as `count` taps.
    ///   - coordinateSpace: The coordinate space of the location.
    ///   - action: Receives the location.
    /// - Returns: A view that renders as this one, which the host taps by its text.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
