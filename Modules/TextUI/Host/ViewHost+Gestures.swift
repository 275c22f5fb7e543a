import Foundation

extension ViewHost {
    /// Long-presses the view that shows `label`: runs its long press gestures
    /// (`onLongPressGesture`, `LongPressGesture`) and opens its context menu, whose items are then
    /// tapped by their labels.
    ///
    /// - Parameters:
    ///   - label: The view's text, or its accessibility label or identifier.
    ///   - duration: How long the press lasts, in seconds; nil (the default) lasts as long as any
    ///     long press gesture asks.
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)`` when no view with a long
    ///   press gesture or a context menu shows `label`, or
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)``.
    public func longPress(_ label: String, duration: TimeInterval? = nil) throws {
        try performGesture(.longPress(duration: duration), on: label)
    }

    /// Drags the view that shows `label` by a translation: its drag gestures change halfway and at
    /// the end, then end (`updating` state goes back when it ends).
    ///
    /// ```swift
    /// struct Card: View {
    ///     @State private var offset = CGSize.zero
    ///     var body: some View {
    ///         Text("Card \(Int(offset.width))")
    ///             .gesture(DragGesture().onEnded { offset = $0.translation })
    ///     }
    /// }
    ///
    /// let host = ViewHost(Card())
    /// try host.drag("Card 0", by: CGSize(width: 120, height: 0))
    /// print(host.render())  // Card 120
    /// ```
    ///
    /// - Parameters:
    ///   - label: The view's text, or its accessibility label or identifier.
    ///   - translation: How far to drag it, in points (right and down are positive).
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)`` when no view with a drag
    ///   gesture recognizing this translation shows `label`, or
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)``.
    public func drag(_ label: String, by translation: CGSize) throws {
        try performGesture(.drag(translation: translation), on: label)
    }

    /// Pinches the view that shows `label` to a scale: its magnify gestures change halfway and at the
    /// scale, then end.
    ///
    /// - Parameters:
    ///   - label: The view's text, or its accessibility label or identifier.
    ///   - scale: The scale the pinch ends at (2 doubles, 0.5 halves).
    /// - Throws: An error finding the view, as ``drag(_:by:)`` does.
    public func magnify(_ label: String, by scale: CGFloat) throws {
        try performGesture(.magnify(scale: scale), on: label)
    }

    /// Rotates the view that shows `label` by an angle: its rotate gestures change halfway and at the
    /// angle, then end.
    ///
    /// - Parameters:
    ///   - label: The view's text, or its accessibility label or identifier.
    ///   - angle: The rotation (clockwise is positive).
    /// - Throws: An error finding the view, as ``drag(_:by:)`` does.
    public func rotate(_ label: String, by angle: Angle) throws {
        try performGesture(.rotate(angle: angle), on: label)
    }

    /// Performs `event` on the view `label` names: a button's press for a tap, and the gestures of
    /// the view (and of the modifiers around it) that respond, as SwiftUI chooses them.
    func performGesture(_ event: GestureEvent, on label: String) throws {
        let accepts = { (_: Node, control: any Control) -> Bool in
            if let target = control as? any GestureTarget { return target.recognizes(event) }
            if case .tap = event { return control is any ButtonControl }
            return false
        }
        let kinds: [ControlKind] = if case .tap = event { [.button, .gesture] } else { [.gesture] }
        let matches = try matchingControls(kinds, label, accepts: accepts)
        guard let group = Self.oneView(matches) else {
            let kind = Swift.type(of: matches[0].1).kind
            throw ViewHostError.ambiguousControl(kind: kind, label: label, candidates: matches.map { $0.1.label($0.0) })
        }
        guard let outermost = group.first, outermost.0.environment.isEnabled else {
            throw ViewHostError.controlDisabled(kind: Swift.type(of: group[0].1).kind, label: label)
        }
        operating {
            for (node, control) in Self.responders(in: group) {
                if let target = control as? any GestureTarget {
                    target.perform(event, node)
                } else if let button = control as? any ButtonControl {
                    button.press(node)
                }
                finishInteraction(node)
            }
        }
    }

    /// The matches, outermost first, when they are one view and the modifiers around it (each inside
    /// the previous one's content); nil when they are different views.
    private static func oneView(_ matches: [(Node, any Control)]) -> [(Node, any Control)]? {
        let sorted = matches.sorted { $0.0.depth < $1.0.depth }
        for (outer, inner) in zip(sorted, sorted.dropFirst()) {
            var node: Node? = inner.0
            while let current = node, current !== outer.0 { node = current.parent }
            guard node != nil else { return nil }
        }
        return sorted
    }

    /// Which of one view's responders run, in order: a high priority gesture (the outermost) or
    /// else the innermost other one, then the simultaneous ones.
    private static func responders(in group: [(Node, any Control)]) -> [(Node, any Control)] {
        func priority(_ control: any Control) -> GesturePriority {
            (control as? any GestureTarget)?.priority ?? .normal
        }
        let simultaneous = group.filter { priority($0.1) == .simultaneous }
        let winner = group.first { priority($0.1) == .high } ?? group.last { priority($0.1) == .normal }
        return (winner.map { [$0] } ?? []) + simultaneous.reversed()
    }
}
