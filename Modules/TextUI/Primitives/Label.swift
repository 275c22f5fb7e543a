/// A title with an icon; text output shows the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title

    /// A label with a title view and an icon view (not rendered).
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
    }

    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `titleKey` with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.title = Text(titleKey)
    }

    /// A label titled `title` with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
    }

    /// A label titled `titleKey` with an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.title = Text(titleKey)
    }

    /// A label titled `title` with an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
    }
}

extension Label: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), title)
    }
}
