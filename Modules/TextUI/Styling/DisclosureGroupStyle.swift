/// A disclosure group's appearance, made from its configuration: a `DisclosureGroup` styled with it
/// shows what `makeBody` makes (its content only where the body shows `configuration.content`).
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled disclosure group.
    ///
    /// - Parameter configuration: The label, the content and whether the group is expanded.
    /// - Returns: The view shown in the group's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` receives.
public struct DisclosureGroupStyleConfiguration {
    /// The type of the label.
    public typealias Label = StyledControlLabel
    /// The type of the content.
    public typealias Content = StyledControlLabel
    /// The group's label.
    public let label: StyledControlLabel
    /// The group's content (shown where the style's body puts it).
    public let content: StyledControlLabel
    /// Whether the group is expanded; the style sets it to expand or collapse the group.
    @Binding public var isExpanded: Bool
}

/// The `.automatic` disclosure group style: `▸ Label`, or `▾ Label` with the content indented below.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style.
    public init() {}

    /// The disclosure group as text output draws it.
    ///
    /// - Parameter configuration: The label, the content and whether the group is expanded.
    /// - Returns: The label, and the content when expanded.
    public func makeBody(configuration: DisclosureGroupStyleConfiguration) -> some View {
        DisclosureContent(
            label: configuration.label, content: configuration.content, isExpanded: configuration.$isExpanded)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The `.automatic` disclosure group style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup {
    /// The body of the custom style in `styles`, if there is one.
    func styledBody(_ styles: StyleStack, isExpanded: Binding<Bool>) -> AnyView? {
        guard let style = styles.custom as? any DisclosureGroupStyle else { return nil }
        let configuration = DisclosureGroupStyleConfiguration(
            label: StyledControlLabel(content: label), content: StyledControlLabel(content: content),
            isExpanded: isExpanded)
        return AnyView(body(of: style, configuration).environment(\.disclosureGroupStyles, styles.outer))
    }

    private func body<S: DisclosureGroupStyle>(of style: S, _ configuration: DisclosureGroupStyleConfiguration)
        -> some View
    {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Disclosure groups inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style whose `makeBody(configuration:)` draws each `DisclosureGroup`
    ///   inside; the innermost style set wins.
    /// - Returns: A view whose disclosure groups are drawn by `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.disclosureGroupStyles, style: style)
    }
}
