/// A control that chooses one of its tagged options for a bound selection.
/// Renders as `Title: (*) First ( ) Second`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    /// For a picker over several sources: each source's value (the binding then only writes).
    var sourceValues: (() -> [SelectionValue])?

    /// A picker with a custom label; options are the content's views marked with `.tag(_:)`.
    ///
    /// - Parameters:
    ///   - selection: The chosen option's tag; the option whose tag equals it shows `(*)`.
    ///   - content: The options: views marked with `.tag(_:)`, or `ForEach` rows (tagged with their ids).
    ///   - label: The picker's label, drawn before a `:`; the host finds the picker by its text.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    /// A picker with a label view (the older spelling).
    ///
    /// - Parameters:
    ///   - selection: The chosen option's tag; the option whose tag equals it shows `(*)`.
    ///   - label: The picker's label, drawn before a `:`; the host finds the picker by its text.
    ///   - content: The options: views marked with `.tag(_:)`, or `ForEach` rows (tagged with their ids).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public typealias Body = Never
}

extension Picker where Label == Text {
    /// A picker titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The picker's title, drawn before a `:`; the host finds the picker by it.
    ///   - selection: The chosen option's tag; the option whose tag equals it shows `(*)`.
    ///   - content: The options: views marked with `.tag(_:)`, or `ForEach` rows (tagged with their ids).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title`.
    ///
    /// - Parameters:
    ///   - title: The picker's title, shown verbatim before a `:`; the host finds the picker by it.
    ///   - selection: The chosen option's tag; the option whose tag equals it shows `(*)`.
    ///   - content: The options: views marked with `.tag(_:)`, or `ForEach` rows (tagged with their ids).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// One option of a picker: its tag and its rendered label.
struct PickerOption {
    let tag: AnyHashable
    let label: String
    /// True when the option is chosen by an optional selection holding its tag too
    /// (`tag(_:includeOptional:)`; a `ForEach` row's id is).
    var includesOptional = true

    /// True when `selection` (the selected values, each as given and unwrapped) chooses this option.
    func isChosen(by selection: (raw: Set<AnyHashable>, unwrapped: Set<AnyHashable>)) -> Bool {
        includesOptional ? selection.unwrapped.contains(OptionalTag.unwrapped(tag)) : selection.raw.contains(tag)
    }
}

extension Picker: PickerControl {
    static var kind: ControlKind { .picker }
    /// It shows every option, read from its content's nodes: a `ForEach` of options makes them all,
    /// even in a list (where it would make only the rows a render shows).
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        _ = selectedValues  // the rendering shows the value: depend on it
        children.append(.index(0), label)
        children.append(.index(1), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.listRowSelection != nil { environment.listRowSelection = nil }  // tags here are options
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let raw = Set(selectedValues.map { AnyHashable($0) })
        let current = (raw: raw, unwrapped: Set(raw.map(OptionalTag.unwrapped)))
        let choices = options(node).map { "(\($0.isChosen(by: current) ? "*" : " ")) \($0.label)" }
        return decorate(([labelText(node) + ":"] + choices).joined(separator: " "), node)
    }

    func label(_ node: Node) -> String { labelText(node) }

    func valueDescription(_ node: Node) -> String? {
        let values = selectedValues
        let labels = values.map { value in
            let raw = AnyHashable(value)
            let chosen = (raw: Set([raw]), unwrapped: Set([OptionalTag.unwrapped(raw)]))
            return options(node).first { $0.isChosen(by: chosen) }?.label ?? String(describing: value)
        }
        return Set(values).count == 1 ? labels[0] : labels.joined(separator: ", ")
    }

    /// The selected value; a picker over sources, each source's value.
    private var selectedValues: [SelectionValue] {
        sourceValues?() ?? [selection.wrappedValue]
    }

    /// The options in the content, in order: views marked with `.tag(_:)`, and, as in SwiftUI,
    /// each untagged `ForEach` row, tagged with its element's id.
    func options(_ node: Node) -> [PickerOption] {
        guard node.children.count > 1 else { return [] }
        var options: [PickerOption] = []
        collectOptions(in: node.children[1], into: &options)
        return options
    }

    private func collectOptions(in node: Node, into options: inout [PickerOption]) {
        if let tagged = node.castableView as? any TaggedView {
            options.append(
                PickerOption(
                    tag: tagged.tagValue, label: Self.text(of: node.children.first),
                    includesOptional: tagged.includesOptional))
            return
        }
        if case .id(let id) = node.key, node.parent?.castableView is any ForEachMarker, !node.containsTag {
            options.append(PickerOption(tag: id, label: Self.text(of: node)))
            return
        }
        for child in node.children {
            collectOptions(in: child, into: &options)
        }
    }

    private static func text(of node: Node?) -> String {
        node?.rendered(RenderContext()).singleLine ?? ""
    }

    /// Selects the option tagged `tag`; false when the tag's type does not match the selection's.
    func choose(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
    }
}

/// A view marked with a value, which a `Picker` uses as the option's selection value.
public struct TaggedContent<Content: View, V: Hashable>: View {
    let content: Content
    let tag: V
    var includesOptional = true

    public typealias Body = Never
}

@MainActor
protocol TaggedView {
    var tagValue: AnyHashable { get }
    /// True when an optional selection holding the tag chooses it too.
    var includesOptional: Bool { get }
}

extension TaggedContent: PrimitiveView, TaggedView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var tagValue: AnyHashable { AnyHashable(tag) }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let blocks = node.renderChildren(context)
        guard let selection = node.environment.listRowSelection else { return blocks }
        return selection.mark(blocks, isSelected: selection.selected.contains(tagValue))
    }
}

extension Node {
    /// True when this node or a descendant is marked with `.tag(_:)`.
    var containsTag: Bool {
        castableView is any TaggedView || marksItsListRow || children.contains { $0.containsTag }
    }
}

extension View {
    /// Marks this view with `tag`, the value a `Picker` selects when this option is chosen.
    ///
    /// - Parameters:
    ///   - tag: The option's value; of another type than the picker's selection (or than the
    ///     value its optional selection holds), it cannot be chosen.
    ///   - includeOptional: Whether a selection of type `Optional<V>` holding `tag` chooses it too,
    ///     as in SwiftUI (true unless given).
    /// - Returns: This view, marked with `tag` (in a `List` with a selection, the row selected by `tag`).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> TaggedContent<Self, V> {
        TaggedContent(content: self, tag: tag, includesOptional: includeOptional)
    }
}
