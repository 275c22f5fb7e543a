/// A control in the system's menu bar (a macOS scene). There is no menu bar in text output: a
/// host never mounts it, as it never mounts ``Settings``.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    let content: Content

    /// A menu bar extra with a custom label.
    ///
    /// - Parameters:
    ///   - content: The extra's menu or window content.
    ///   - label: The label shown in the menu bar.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// A menu bar extra with a custom label, shown while `isInserted` is true.
    ///
    /// - Parameters:
    ///   - isInserted: Whether the extra is in the menu bar; not read.
    ///   - content: The extra's menu or window content.
    ///   - label: The label shown in the menu bar.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public typealias Body = Never
}

extension MenuBarExtra where Label == Text {
    /// A menu bar extra titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title shown in the menu bar.
    ///   - content: The extra's menu or window content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu bar extra titled `title`.
    ///
    /// - Parameters:
    ///   - title: The title shown in the menu bar.
    ///   - content: The extra's menu or window content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu bar extra titled `titleKey`, shown while `isInserted` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title shown in the menu bar.
    ///   - isInserted: Whether the extra is in the menu bar; not read.
    ///   - content: The extra's menu or window content.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu bar extra titled `title`, shown while `isInserted` is true.
    ///
    /// - Parameters:
    ///   - title: The title shown in the menu bar.
    ///   - isInserted: Whether the extra is in the menu bar; not read.
    ///   - content: The extra's menu or window content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension MenuBarExtra where Label == TextUI.Label<Text, Image> {
    /// A menu bar extra with a title and a system symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The symbol shown in the menu bar.
    ///   - content: The extra's menu or window content.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu bar extra with a title and a system symbol.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The symbol shown in the menu bar.
    ///   - content: The extra's menu or window content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu bar extra with a title and a system symbol, shown while `isInserted` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The symbol shown in the menu bar.
    ///   - isInserted: Whether the extra is in the menu bar; not read.
    ///   - content: The extra's menu or window content.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    /// A menu bar extra with a title and a system symbol, shown while `isInserted` is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The symbol shown in the menu bar.
    ///   - isInserted: Whether the extra is in the menu bar; not read.
    ///   - content: The extra's menu or window content.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    /// A menu bar extra with a title and an image from the asset catalog.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image shown in the menu bar.
    ///   - content: The extra's menu or window content.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu bar extra with a title and an image from the asset catalog.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image shown in the menu bar.
    ///   - content: The extra's menu or window content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu bar extra with a title and an image from the asset catalog, shown while
    /// `isInserted` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image shown in the menu bar.
    ///   - isInserted: Whether the extra is in the menu bar; not read.
    ///   - content: The extra's menu or window content.
    public init(
        _ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    /// A menu bar extra with a title and an image from the asset catalog, shown while
    /// `isInserted` is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image shown in the menu bar.
    ///   - isInserted: Whether the extra is in the menu bar; not read.
    ///   - content: The extra's menu or window content.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

extension MenuBarExtra: PrimitiveScene {
    var firstWindowContent: (any View)? { nil }
}
