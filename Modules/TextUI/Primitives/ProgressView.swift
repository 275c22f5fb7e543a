/// Progress of a task: `[...] Label` while indeterminate, `Label [#####-----] 50%` with a value
/// (then the current value label, if any: `Label [#####-----] 50% 5 of 10`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let fraction: Double?

    public typealias Body = Never

    init(label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        value.map { total > 0 ? Double($0 / total) : 0 }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    init(label: Label?, fraction: Double?) {
        self.init(label: label, currentValueLabel: nil, fraction: fraction)
    }

    /// An indeterminate progress view with a custom label.
    ///
    /// - Parameter label: The label, drawn after `[...]` on one line.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: nil)
    }

    /// A progress view with a custom label at `value` out of `total`.
    ///
    /// - Parameters:
    ///   - value: The work done, out of `total`; nil shows the indeterminate `[...]`.
    ///   - total: The value of complete work (1 by default); at most 0, the bar shows 0%.
    ///   - label: The label, drawn before the bar on one line.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: Self.fraction(value, of: total))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view without a label.
    public init() {
        self.init(label: nil, fraction: nil)
    }

    /// A progress view at `value` out of `total`.
    ///
    /// - Parameters:
    ///   - value: The work done, out of `total`; nil shows the indeterminate `[...]`.
    ///   - total: The value of complete work (1 by default); at most 0, the bar shows 0%.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, fraction: Self.fraction(value, of: total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `titleKey`.
    ///
    /// - Parameter titleKey: The title, drawn after `[...]`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), fraction: nil)
    }

    /// An indeterminate progress view titled `title`.
    ///
    /// - Parameter title: The title, shown verbatim after `[...]`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), fraction: nil)
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
            return
        }
        if let label { children.append(.index(0), label) }
        if let currentValueLabel { children.append(.index(1), currentValueLabel) }
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.progressViewStyles.custom != nil {
            environment.progressViewStyles = environment.progressViewStyles.outer
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        if node.children.first?.castableView is any StyleBodyMarker { return node.renderChildren(context) }
        let parts = node.children.map { $0.rendered(context).singleLine }
        let title = label != nil ? parts.first ?? "" : ""
        let current = currentValueLabel != nil ? parts.last ?? "" : ""
        guard let fraction else {
            return [Block(lines: [(["[...]", title, current].filter { !$0.isEmpty }).joined(separator: " ")])]
        }
        let clamped = min(max(fraction, 0), 1)
        let bar = StackLayout.bar(clamped, filling: "#")
        let percent = "\(Int((clamped * 100).rounded()))%"
        return [Block(lines: [([title, bar, percent, current].filter { !$0.isEmpty }).joined(separator: " ")])]
    }
}
