/// A title with an icon; text output shows the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label with a title view and an icon view (the icon is not rendered).
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - icon: The label's icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and a system symbol; it renders its title.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - name: The symbol's name.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.title = Text(titleKey)
        self.icon = Image(systemName: name)
    }

    /// A label with a title and a system symbol; it renders its title.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - name: The symbol's name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }

    /// A label with a title and an image from the asset catalog; it renders its title.
    ///
    /// - Parameters:
    ///   - titleKey: The label's title.
    ///   - name: The image's name.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.title = Text(titleKey)
        self.icon = Image(name)
    }

    /// A label with a title and an image from the asset catalog; it renders its title.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - name: The image's name.
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
