// SwiftUI's older navigation bar modifiers: `navigationBarItems` shows its items in a row above the
// view (as `toolbar` does), `navigationBarTitle` is `navigationTitle`.
extension View {
    /// Shows `leading` and `trailing` in a row above this view, as toolbar items.
    ///
    /// - Parameters:
    ///   - leading: The items on the leading side of the bar.
    ///   - trailing: The items on the trailing side of the bar.
    /// - Returns: A view with the items in a row above it.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        ToolbarContentHolder(content: self, items: TupleView(views: leading, trailing))
    }

    /// Shows `leading` in a row above this view, as a toolbar item.
    ///
    /// - Parameter leading: The items on the leading side of the bar.
    /// - Returns: A view with the items in a row above it.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        ToolbarContentHolder(content: self, items: leading)
    }

    /// Shows `trailing` in a row above this view, as a toolbar item.
    ///
    /// - Parameter trailing: The items on the trailing side of the bar.
    /// - Returns: A view with the items in a row above it.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        ToolbarContentHolder(content: self, items: trailing)
    }

    /// The navigation title, in the older spelling of `navigationTitle(_:)`.
    ///
    /// - Parameter title: The title.
    /// - Returns: A view whose navigation stack shows the title above it.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The navigation title, in the older spelling of `navigationTitle(_:)`.
    ///
    /// - Parameter titleKey: The title.
    /// - Returns: A view whose navigation stack shows the title above it.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// The navigation title, in the older spelling of `navigationTitle(_:)`.
    ///
    /// - Parameter title: The title.
    /// - Returns: A view whose navigation stack shows the title above it.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The navigation title and its display mode (the mode is not rendered).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: How large the title shows; accepted, no effect.
    /// - Returns: A view whose navigation stack shows the title above it.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// The navigation title and its display mode (the mode is not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - displayMode: How large the title shows; accepted, no effect.
    /// - Returns: A view whose navigation stack shows the title above it.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(titleKey)
    }

    /// The navigation title and its display mode (the mode is not rendered).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: How large the title shows; accepted, no effect.
    /// - Returns: A view whose navigation stack shows the title above it.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(title)
    }
}
