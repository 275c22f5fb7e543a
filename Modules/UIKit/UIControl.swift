/// A control, for its subclasses' appearance proxies (`UISegmentedControl`, `UIPageControl`) and
/// the controls apps wrap in representables. No UIKit view is shown on Linux: what is set is kept
/// and changes nothing drawn; actions added for events run when the events are sent
/// (`sendActions(for:)`), as nobody touches the control.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// Whether the control responds.
    open var isEnabled = true
    /// Whether the control is chosen.
    open var isSelected = false
    /// Whether the control is being touched.
    open var isHighlighted = false
    /// The actions added for events, in the order they were added.
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds an action for some events (an action of the same identifier is replaced).
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index].events.formUnion(controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Stops running an action for some events.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events that no longer run it.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with an identifier for some events.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events that no longer run it.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actions.indices where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// The events the control has actions for.
    open var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added, with this
    /// control as their sender (what UIKit does when the control is operated).
    ///
    /// - Parameter controlEvents: The events.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }

    /// A control's state, for what it looks like in it.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// A state from its raw value.
        ///
        /// - Parameter rawValue: The bits of the state.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not chosen, not touched.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Chosen.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
