// Pickers titled with an icon: a system symbol or an image of the asset catalog (`ImageResource`),
// over one binding or over several sources. The icon is not rendered; the picker renders and
// chooses by its title, as any picker does.

extension Picker where Label == TextUI.Label<Text, Image> {
    /// A picker titled `titleKey` with a system symbol (not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The title; the host finds the picker by it.
    ///   - systemImage: The symbol's name.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each marked with `.tag(_:)`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker titled `title` with a system symbol (not rendered).
    ///
    /// - Parameters:
    ///   - title: The title; the host finds the picker by it.
    ///   - systemImage: The symbol's name.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each marked with `.tag(_:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TextUI.Label(title, systemImage: systemImage) }
    }

    /// A picker titled `titleKey` with an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The title; the host finds the picker by it.
    ///   - image: The image, as Xcode generates it.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each marked with `.tag(_:)`.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TextUI.Label(titleKey, image: image) }
    }

    /// A picker titled `title` with an image of the asset catalog (not rendered).
    ///
    /// - Parameters:
    ///   - title: The title; the host finds the picker by it.
    ///   - image: The image, as Xcode generates it.
    ///   - selection: The chosen option's tag.
    ///   - content: The options, each marked with `.tag(_:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { TextUI.Label(title, image: image) }
    }

    /// A picker over several bindings, titled `titleKey` with a system symbol (not rendered):
    /// choosing an option sets them all.
    ///
    /// - Parameters:
    ///   - titleKey: The title; the host finds the picker by it.
    ///   - systemImage: The symbol's name.
    ///   - sources: The values holding the bindings.
    ///   - selection: The key path of each value's binding.
    ///   - content: The options, each marked with `.tag(_:)`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) {
            TextUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// A picker over several bindings, titled `title` with a system symbol (not rendered):
    /// choosing an option sets them all.
    ///
    /// - Parameters:
    ///   - title: The title; the host finds the picker by it.
    ///   - systemImage: The symbol's name.
    ///   - sources: The values holding the bindings.
    ///   - selection: The key path of each value's binding.
    ///   - content: The options, each marked with `.tag(_:)`.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) {
            TextUI.Label(title, systemImage: systemImage)
        }
    }

    /// A picker over several bindings, titled `titleKey` with an image of the asset catalog (not
    /// rendered): choosing an option sets them all.
    ///
    /// - Parameters:
    ///   - titleKey: The title; the host finds the picker by it.
    ///   - image: The image, as Xcode generates it.
    ///   - sources: The values holding the bindings.
    ///   - selection: The key path of each value's binding.
    ///   - content: The options, each marked with `.tag(_:)`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { TextUI.Label(titleKey, image: image) }
    }

    /// A picker over several bindings, titled `title` with an image of the asset catalog (not
    /// rendered): choosing an option sets them all.
    ///
    /// - Parameters:
    ///   - title: The title; the host finds the picker by it.
    ///   - image: The image, as Xcode generates it.
    ///   - sources: The values holding the bindings.
    ///   - selection: The key path of each value's binding.
    ///   - content: The options, each marked with `.tag(_:)`.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { TextUI.Label(title, image: image) }
    }
}
