/// Content with accessibility actions: what VoiceOver offers for the element (a custom action by
/// its name, the default action, escape, magic tap, increment and decrement). The host performs
/// them as a VoiceOver user does: ``ViewHost/performAccessibilityAction(named:on:)``,
/// ``ViewHost/performAccessibilityAction(_:on:)``, ``ViewHost/accessibilityIncrement(_:)`` and
/// ``ViewHost/accessibilityDecrement(_:)``. They are not rendered.
struct AccessibilityActionContent<Content: View>: View {
    let content: Content
    let action: AccessibilityActionEntry

    typealias Body = Never
}

/// One accessibility action: what triggers it and what it runs.
struct AccessibilityActionEntry {
    enum Trigger: Equatable {
        case kind(String)
        case named(String)
        case adjust
    }

    let trigger: Trigger
    let run: @MainActor (AccessibilityAdjustmentDirection) -> Void
}

/// A modifier node that offers accessibility actions for the element it is applied to.
@MainActor
protocol AccessibilityActionOffering {
    func offeredActions(_ node: Node) -> [AccessibilityActionEntry]
}

extension AccessibilityActionContent: PrimitiveView, AccessibilityActionOffering {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func offeredActions(_ node: Node) -> [AccessibilityActionEntry] { [action] }
}

/// The kind of an accessibility action that is not named.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String

    /// The element's default action (VoiceOver's double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A named custom action (as `accessibilityAction(named:)` makes).
    ///
    /// - Parameter name: The action's name.
    public init(named name: Text) {
        self.name = "named:" + name.content
    }

    init(name: String) {
        self.name = name
    }

    var trigger: AccessibilityActionEntry.Trigger {
        name.hasPrefix("named:") ? .named(String(name.dropFirst(6))) : .kind(name)
    }
}

/// Which way an adjustable element is adjusted (VoiceOver's swipe up or down).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up, or down.
    case increment, decrement
}

extension View {
    /// Offers an action of `actionKind` to accessibility: the host performs it with
    /// ``ViewHost/performAccessibilityAction(_:on:)``.
    ///
    /// - Parameters:
    ///   - actionKind: The kind of action: `.default` (activation), `.escape`, `.magicTap`…
    ///   - handler: What the action does.
    /// - Returns: A view whose element offers the action.
    @preconcurrency public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        AccessibilityActionContent(
            content: self, action: AccessibilityActionEntry(trigger: actionKind.trigger) { _ in handler() })
    }

    /// Offers a named action to accessibility (VoiceOver's actions rotor): the host performs it
    /// with ``ViewHost/performAccessibilityAction(named:on:)``.
    ///
    /// - Parameters:
    ///   - nameKey: The action's name.
    ///   - handler: What the action does.
    /// - Returns: A view whose element offers the action.
    @preconcurrency public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    )
        -> some View
    {
        AccessibilityActionContent(
            content: self, action: AccessibilityActionEntry(trigger: .named(nameKey.resolved)) { _ in handler() })
    }

    /// Offers a named action to accessibility (VoiceOver's actions rotor).
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    /// - Returns: A view whose element offers the action.
    @_disfavoredOverload
    @preconcurrency public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    )
        -> some View
    {
        AccessibilityActionContent(
            content: self, action: AccessibilityActionEntry(trigger: .named(String(name))) { _ in handler() })
    }

    /// Offers a named action to accessibility (VoiceOver's actions rotor).
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    /// - Returns: A view whose element offers the action.
    @preconcurrency public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> some View
    {
        AccessibilityActionContent(
            content: self, action: AccessibilityActionEntry(trigger: .named(name.content)) { _ in handler() })
    }

    /// Offers a named action to accessibility, named by a view's text.
    ///
    /// - Parameters:
    ///   - action: What the action does.
    ///   - label: The action's name: the text of the view (a `Text` or a `Label`'s title).
    /// - Returns: A view whose element offers the action.
    @preconcurrency public func accessibilityAction<Label: View>(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        let name = AccessibilityActionName.text(of: label())
        return AccessibilityActionContent(
            content: self, action: AccessibilityActionEntry(trigger: .named(name)) { _ in action() })
    }

    /// Offers the buttons of `content` as named accessibility actions (their titles name them).
    ///
    /// - Parameter content: Buttons; each becomes an action named by its title.
    /// - Returns: A view whose element offers the buttons' actions.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        AccessibilityActionsContent(content: self, actions: content())
    }

    /// Makes this view's element adjustable (VoiceOver's swipe up and down): the host adjusts it with
    /// ``ViewHost/accessibilityIncrement(_:)`` and ``ViewHost/accessibilityDecrement(_:)``.
    ///
    /// - Parameter handler: Receives the direction of each adjustment.
    /// - Returns: A view whose element is adjustable.
    @preconcurrency public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        AccessibilityActionContent(content: self, action: AccessibilityActionEntry(trigger: .adjust, run: handler))
    }
}

/// The name of an action labelled by a view: the text of a `Text`, or of a `Label`'s title.
enum AccessibilityActionName {
    @MainActor static func text(of label: some View) -> String {
        if let text = label as? Text { return text.content }
        if let label = label as? any TitledLabel { return label.titleText ?? "" }
        return ""
    }
}

/// A label whose title is a text.
@MainActor
protocol TitledLabel {
    var titleText: String? { get }
}

extension Label: TitledLabel {
    var titleText: String? { (title as? Text)?.content }
}

/// Content whose element offers the buttons of a view as named actions; the buttons are mounted,
/// not shown.
struct AccessibilityActionsContent<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions

    typealias Body = Never
}

extension AccessibilityActionsContent: PrimitiveView, AccessibilityActionOffering {
    /// The buttons among the actions, each an action named by its title.
    func offeredActions(_ node: Node) -> [AccessibilityActionEntry] {
        var entries: [AccessibilityActionEntry] = []
        node.children[1].walk { button in
            guard let control = button.control as? any ButtonControl else { return }
            let reference = NodeReference(button)
            entries.append(
                AccessibilityActionEntry(trigger: .named(control.label(button))) { _ in
                    if let node = reference.node { control.press(node) }
                })
        }
        return entries
    }

    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        children.append(.index(1), actions)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        node.children[0].rendered(context)
    }

    func shownChildren(_ node: Node) -> [Node] {
        [node.children[0]]
    }
}
