/// Content whose text fields run an action when submitted (`host.submit(_:)`, as pressing
/// Return). Actions of nested `onSubmit`s all run, innermost first.
struct SubmitContent<Content: View>: View {
    let content: Content
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void

    typealias Body = Never
}

/// A modifier node that handles submissions.
@MainActor
protocol SubmitHandling {
    func handleSubmit(_ trigger: SubmitTriggers, _ node: Node)
}

extension SubmitContent: PrimitiveView, SubmitHandling {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.submitHandler = NodeReference(node)
    }

    func handleSubmit(_ trigger: SubmitTriggers, _ node: Node) {
        if triggers.contains(trigger) { action() }
        node.environment.submit(trigger)
    }
}

/// What submits a field: a text field, or a search field.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: Int

    /// Triggers from their raw value.
    ///
    /// - Parameter rawValue: The bits of the triggers: 1 for `text`, 2 for `search`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Submitting a text field or a secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

private struct SubmitHandlerKey: EnvironmentKey {
    static var defaultValue: NodeReference? { nil }
}

extension EnvironmentValues {
    /// The innermost `onSubmit` around a view.
    var submitHandler: NodeReference? {
        get { self[SubmitHandlerKey.self] }
        set { self[SubmitHandlerKey.self] = newValue }
    }

    /// Runs the `onSubmit` actions around a view for `trigger`, innermost first.
    @MainActor
    func submit(_ trigger: SubmitTriggers) {
        guard let node = submitHandler?.node, let handler = node.view as? any SubmitHandling else { return }
        handler.handleSubmit(trigger, node)
    }
}

extension View {
    /// Runs `action` when a text field in this view is submitted (`host.submit(_:)`).
    ///
    /// - Parameters:
    ///   - triggers: The kinds of field whose submission runs `action`: `.text`, `.search`, or both.
    ///   - action: Runs when a matching field in this view is submitted; outer `onSubmit` actions run after it.
    /// - Returns: A view whose matching fields run `action` when submitted.
    @preconcurrency public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> some View
    {
        SubmitContent(content: self, triggers: triggers, action: action)
    }
}
