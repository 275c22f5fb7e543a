// Links bound to whether their destination is pushed (the older spellings, deprecated in SwiftUI
// since iOS 16): a tap sets the binding, the binding pushes and pops the destination, and Back sets
// it back.
extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true; tapping it sets `isActive`.
    ///
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - isActive: Whether the destination is pushed; a tap sets it to true, Back to false.
    ///   - label: The link's label, drawn before the `›`; the host taps the link by its text.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.entry = { .view(destination) }
        self.activation = (
            push: BoundNavigationPush(
                wanted: { isActive.wrappedValue ? (key: AnyHashable(true), screen: destination) : nil },
                reset: { isActive.wrappedValue = false }
            ),
            activate: { isActive.wrappedValue = true }
        )
    }

    /// A link that pushes `destination` while `isActive` is true; tapping it sets `isActive`.
    ///
    /// - Parameters:
    ///   - isActive: Whether the destination is pushed; a tap sets it to true, Back to false.
    ///   - destination: Builds the view to push.
    ///   - label: The link's label, drawn before the `›`; the host taps the link by its text.
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes `destination` while `selection` is `tag`; tapping it sets `selection` to
    /// `tag`.
    ///
    /// - Parameters:
    ///   - destination: The view to push.
    ///   - tag: The value `selection` holds while the destination is pushed.
    ///   - selection: The selected link's tag; a tap sets it to `tag`, Back to nil.
    ///   - label: The link's label, drawn before the `›`; the host taps the link by its text.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.entry = { .view(destination) }
        self.activation = (
            push: BoundNavigationPush(
                wanted: { selection.wrappedValue == tag ? (key: AnyHashable(tag), screen: destination) : nil },
                reset: { if selection.wrappedValue == tag { selection.wrappedValue = nil } }
            ),
            activate: { selection.wrappedValue = tag }
        )
    }

    /// A link that pushes `destination` while `selection` is `tag`; tapping it sets `selection` to
    /// `tag`.
    ///
    /// - Parameters:
    ///   - tag: The value `selection` holds while the destination is pushed.
    ///   - selection: The selected link's tag; a tap sets it to `tag`, Back to nil.
    ///   - destination: Builds the view to push.
    ///   - label: The link's label, drawn before the `›`; the host taps the link by its text.
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination` while `isActive` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title, shown as its label and used by the host to tap it.
    ///   - destination: The view to push.
    ///   - isActive: Whether the destination is pushed; a tap sets it to true, Back to false.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination` while `isActive` is true.
    ///
    /// - Parameters:
    ///   - title: The link's title, shown verbatim as its label and used by the host to tap it.
    ///   - destination: The view to push.
    ///   - isActive: Whether the destination is pushed; a tap sets it to true, Back to false.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled `titleKey` that pushes `destination` while `selection` is `tag`.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title, shown as its label and used by the host to tap it.
    ///   - destination: The view to push.
    ///   - tag: The value `selection` holds while the destination is pushed.
    ///   - selection: The selected link's tag; a tap sets it to `tag`, Back to nil.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination` while `selection` is `tag`.
    ///
    /// - Parameters:
    ///   - title: The link's title, shown verbatim as its label and used by the host to tap it.
    ///   - destination: The view to push.
    ///   - tag: The value `selection` holds while the destination is pushed.
    ///   - selection: The selected link's tag; a tap sets it to `tag`, Back to nil.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination` while `isActive` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title, shown as its label and used by the host to tap it.
    ///   - isActive: Whether the destination is pushed; a tap sets it to true, Back to false.
    ///   - destination: Builds the view to push.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination` while `isActive` is true.
    ///
    /// - Parameters:
    ///   - title: The link's title, shown verbatim as its label and used by the host to tap it.
    ///   - isActive: Whether the destination is pushed; a tap sets it to true, Back to false.
    ///   - destination: Builds the view to push.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A link titled `titleKey` that pushes `destination` while `selection` is `tag`.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title, shown as its label and used by the host to tap it.
    ///   - tag: The value `selection` holds while the destination is pushed.
    ///   - selection: The selected link's tag; a tap sets it to `tag`, Back to nil.
    ///   - destination: Builds the view to push.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination` while `selection` is `tag`.
    ///
    /// - Parameters:
    ///   - title: The link's title, shown verbatim as its label and used by the host to tap it.
    ///   - tag: The value `selection` holds while the destination is pushed.
    ///   - selection: The selected link's tag; a tap sets it to `tag`, Back to nil.
    ///   - destination: Builds the view to push.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

extension View {
    /// This view (there is no split view detail to replace: a link always pushes onto its stack).
    ///
    /// - Parameter isDetailLink: Whether a link replaces a split view's detail; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
