/// Progress of a task: `[...] Label` while indeterminate, `Label [#####-----] 50%` with a value.
public struct ProgressView<Label: View>: View {
    let label: Label?
    let fraction: Double?

    public typealias Body = Never

    init(label: Label?, fraction: Double?) {
        self.label = label
        self.fraction = fraction
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        value.map { total > 0 ? Double($0 / total) : 0 }
    }
}

extension ProgressView {
    /// An indeterminate progress view with a custom label.
    ///
    /// - Parameter label: The label, drawn after `[...]` on one line.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }

    /// A progress view with a custom label at `value` out of `total`.
    ///
    /// - Parameters:
    ///   - value: The work done, out of `total`; nil shows the indeterminate `[...]`.
    ///   - total: The value of complete work (1 by default); at most 0, the bar shows 0%.
    ///   - label: The label, drawn before the bar on one line.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = Self.fraction(value, of: total)
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate progress view without a label.
    public init() {
        label = nil
        fraction = nil
    }

    /// A progress view at `value` out of `total`.
    ///
    /// - Parameters:
    ///   - value: The work done, out of `total`; nil shows the indeterminate `[...]`.
    ///   - total: The value of complete work (1 by default); at most 0, the bar shows 0%.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        fraction = Self.fraction(value, of: total)
    }
}

extension ProgressView where Label == Text {
    /// An indeterminate progress view titled `titleKey`.
    ///
    /// - Parameter titleKey: The title, drawn after `[...]`.
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
        fraction = nil
    }

    /// An indeterminate progress view titled `title`.
    ///
    /// - Parameter title: The title, shown verbatim after `[...]`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
        fraction = nil
    }

    /// A progress view titled `titleKey` at `value` out of `total`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before the bar.
    ///   - value: The work done, out of `total`; nil shows the indeterminate `[...]`.
    ///   - total: The value of complete work (1 by default); at most 0, the bar shows 0%.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// A progress view titled `title` at `value` out of `total`.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before the bar.
    ///   - value: The work done, out of `total`; nil shows the indeterminate `[...]`.
    ///   - total: The value of complete work (1 by default); at most 0, the bar shows 0%.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        if let body = styledBody(children.owner.environment) {
            children.append(.index(0), body)
        } else if let label {
            children.append(.index(0), label)
        }
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.progressViewStyles.custom != nil {
            environment.progressViewStyles = environment.progressViewStyles.outer
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        if node.children.first?.castableView is any StyleBodyMarker { return node.renderChildren(context) }
        let title = node.renderChildren(context).singleLine
        guard let fraction else {
            return [Block(lines: [title.isEmpty ? "[...]" : "[...] \(title)"])]
        }
        let clamped = min(max(fraction, 0), 1)
        let bar = StackLayout.bar(clamped, filling: "#")
        let percent = "\(Int((clamped * 100).rounded()))%"
        return [Block(lines: [([title, bar, percent].filter { !$0.isEmpty }).joined(separator: " ")])]
    }
}
