/// A title with an icon; text output shows the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label with a title view and an icon view (not rendered).
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `titleKey` with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.title = Text(titleKey)
        self.icon = Image(systemName: name)
    }

    /// A label titled `title` with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }

    /// A label titled `titleKey` with an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.title = Text(titleKey)
        self.icon = Image(name)
    }

    /// A label titled `title` with an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        self.icon = Image(name)
    }
}

extension Label: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), styledContent(children.owner.environment))
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.labelStyles.custom != nil { environment.labelStyles = environment.labelStyles.outer }
    }
}
