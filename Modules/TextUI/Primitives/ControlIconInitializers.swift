// Controls titled with an icon: an image of the asset catalog (`ImageResource`, as Xcode
// generates it) or a system symbol, beside the spellings the controls' own files have. The icon
// is not rendered; the control renders and operates by its title, as with `systemImage:`.

extension Button where Label == TextUI.Label<Text, Image> {
    /// A button with a title and a system symbol (not rendered), with no role.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - systemImage: The symbol's name, such as `"plus"`.
    ///   - action: What a tap does.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(titleKey, systemImage: systemImage, role: nil, action: action)
    }

    /// A button with a title and a system symbol (not rendered), with no role.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - systemImage: The symbol's name, such as `"plus"`.
    ///   - action: What a tap does.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(title, systemImage: systemImage, role: nil, action: action)
    }

    /// A button with a title and an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - image: The image, as Xcode generates it.
    ///   - action: What a tap does.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { TextUI.Label(titleKey, image: image) }
    }

    /// A button with a title and an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - image: The image, as Xcode generates it.
    ///   - action: What a tap does.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { TextUI.Label(title, image: image) }
    }

    /// A button with a title, an image of the asset catalog (not rendered) and a role.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - image: The image, as Xcode generates it.
    ///   - role: The button's role, if any.
    ///   - action: What a tap does.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { TextUI.Label(titleKey, image: image) }
    }

    /// A button with a title, an image of the asset catalog (not rendered) and a role.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - image: The image, as Xcode generates it.
    ///   - role: The button's role, if any.
    ///   - action: What a tap does.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { TextUI.Label(title, image: image) }
    }
}

extension Toggle where Label == TextUI.Label<Text, Image> {
    /// A toggle titled `titleKey` with an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The title; the host finds the toggle by it.
    ///   - image: The image, as Xcode generates it.
    ///   - isOn: Whether the toggle is on; flipping the toggle sets it.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Label(titleKey, image: image) }
    }

    /// A toggle titled `title` with an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - title: The title; the host finds the toggle by it.
    ///   - image: The image, as Xcode generates it.
    ///   - isOn: Whether the toggle is on; flipping the toggle sets it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Label(title, image: image) }
    }

    /// A toggle over several bindings, titled `titleKey` with an image of the asset catalog (not
    /// rendered): on when every source is; flipping it sets them all.
    ///
    /// - Parameters:
    ///   - titleKey: The title; the host finds the toggle by it.
    ///   - image: The image, as Xcode generates it.
    ///   - sources: The values holding the bindings.
    ///   - isOn: The key path of each value's binding.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TextUI.Label(titleKey, image: image) }
    }

    /// A toggle over several bindings, titled `title` with an image of the asset catalog (not
    /// rendered): on when every source is; flipping it sets them all.
    ///
    /// - Parameters:
    ///   - title: The title; the host finds the toggle by it.
    ///   - image: The image, as Xcode generates it.
    ///   - sources: The values holding the bindings.
    ///   - isOn: The key path of each value's binding.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TextUI.Label(title, image: image) }
    }

    /// A toggle over several bindings, titled `titleKey` with a system symbol (not rendered): on
    /// when every source is; flipping it sets them all.
    ///
    /// - Parameters:
    ///   - titleKey: The title; the host finds the toggle by it.
    ///   - systemImage: The symbol's name.
    ///   - sources: The values holding the bindings.
    ///   - isOn: The key path of each value's binding.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle over several bindings, titled `title` with a system symbol (not rendered): on when
    /// every source is; flipping it sets them all.
    ///
    /// - Parameters:
    ///   - title: The title; the host finds the toggle by it.
    ///   - systemImage: The symbol's name.
    ///   - sources: The values holding the bindings.
    ///   - isOn: The key path of each value's binding.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { TextUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu where Label == TextUI.Label<Text, Image> {
    /// A menu with a title and an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The menu's title.
    ///   - image: The image, as Xcode generates it.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(titleKey, image: image) }
    }

    /// A menu with a title and an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - image: The image, as Xcode generates it.
    ///   - content: The menu's items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUI.Label(title, image: image) }
    }

    /// A menu with a title and an image of the asset catalog (not rendered) whose tap runs
    /// `primaryAction`.
    ///
    /// - Parameters:
    ///   - titleKey: The menu's title.
    ///   - image: The image, as Xcode generates it.
    ///   - content: The menu's items.
    ///   - primaryAction: Runs when the menu is tapped.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { TextUI.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }

    /// A menu with a title and an image of the asset catalog (not rendered) whose tap runs
    /// `primaryAction`.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - image: The image, as Xcode generates it.
    ///   - content: The menu's items.
    ///   - primaryAction: Runs when the menu is tapped.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { TextUI.Label(title, image: image) }, primaryAction: primaryAction)
    }

    /// A menu with a title and a system symbol (not rendered) whose tap runs `primaryAction`.
    ///
    /// - Parameters:
    ///   - titleKey: The menu's title.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's items.
    ///   - primaryAction: Runs when the menu is tapped.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(
            content: content, label: { TextUI.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }

    /// A menu with a title and a system symbol (not rendered) whose tap runs `primaryAction`.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's items.
    ///   - primaryAction: Runs when the menu is tapped.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(
            content: content, label: { TextUI.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}
