extension View {
    /// Sets the defaults store that `@AppStorage` in this view uses when it names none. TextUI keeps
    /// `@AppStorage` values in memory (see ``AppStorage``), so the store is accepted and not used.
    ///
    /// - Parameter store: The defaults store.
    /// - Returns: This view, rendered unchanged.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
