/// A control that picks a color. Renders as its label and the color's description:
/// `Accent: ■ red`. The host sets it with `host.pick(color: .blue, in: "Accent")`.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool

    /// A color picker with a custom label.
    ///
    /// - Parameters:
    ///   - selection: The color; the picker shows it, and picking a color sets it.
    ///   - supportsOpacity: Whether the user may pick a translucent color; accepted, not checked.
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.supportsOpacity = supportsOpacity
    }

    public typealias Body = Never
}

extension ColorPicker where Label == Text {
    /// A color picker titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The color; the picker shows it, and picking a color sets it.
    ///   - supportsOpacity: Whether the user may pick a translucent color; accepted, not checked.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A color picker titled `title`.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The color; the picker shows it, and picking a color sets it.
    ///   - supportsOpacity: Whether the user may pick a translucent color; accepted, not checked.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: ColorEntryControl {
    static var kind: ControlKind { .colorPicker }

    func makeChildren(_ children: inout ChildList) {
        _ = selection.wrappedValue  // the rendering shows the value: depend on it
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("\(labelText(node)): ■ \(shownValue)", node)
    }

    private var shownValue: String { String(describing: selection.wrappedValue) }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { shownValue }

    func pick(_ color: Color, _ node: Node) {
        selection.wrappedValue = color
    }
}

/// A control the host sets to a color.
@MainActor protocol ColorEntryControl: Control {
    func pick(_ color: Color, _ node: Node)
}

extension ColorPicker {
    /// A color picker of a Core Graphics color, with a custom label.
    ///
    /// - Parameters:
    ///   - selection: The color; the picker shows it, and picking a color sets it.
    ///   - supportsOpacity: Whether the user may pick a translucent color; accepted, not checked.
    ///   - label: The label, drawn before `: `; the host finds the picker by its text.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: CoreGraphicsColor.binding(selection), supportsOpacity: supportsOpacity, label: label)
    }
}

extension ColorPicker where Label == Text {
    /// A color picker of a Core Graphics color, titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `: `; the host finds the picker by it.
    ///   - selection: The color; the picker shows it, and picking a color sets it.
    ///   - supportsOpacity: Whether the user may pick a translucent color; accepted, not checked.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: CoreGraphicsColor.binding(selection), supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A color picker of a Core Graphics color, titled `title`.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `: `; the host finds the picker by it.
    ///   - selection: The color; the picker shows it, and picking a color sets it.
    ///   - supportsOpacity: Whether the user may pick a translucent color; accepted, not checked.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: CoreGraphicsColor.binding(selection), supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A `Color` binding over a `CGColor` binding.
enum CoreGraphicsColor {
    static func binding(_ selection: Binding<CGColor>) -> Binding<Color> {
        Binding(
            get: { Color(cgColor: selection.wrappedValue) },
            set: { color in
                if let cgColor = color.cgColor { selection.wrappedValue = cgColor }
            })
    }
}
