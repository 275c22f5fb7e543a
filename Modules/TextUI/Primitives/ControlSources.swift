// Toggles over a collection's bindings (`Toggle(sources: alarms, isOn: \.isOn)`): the toggle is on
// when every source is, and flipping it sets every source.

extension Toggle {
    /// A toggle over several bindings: on when all are on; flipping sets them all.
    ///
    /// - Parameters:
    ///   - sources: The values holding the bindings.
    ///   - isOn: The key path of each value's binding.
    ///   - label: The toggle's label.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        self.init(isOn: SourcesBinding.all(sources, isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `titleKey` over several bindings.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - sources: The values holding the bindings.
    ///   - isOn: The key path of each value's binding.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled `title` over several bindings.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - sources: The values holding the bindings.
    ///   - isOn: The key path of each value's binding.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

/// One binding over the bindings of a collection's elements.
enum SourcesBinding {
    /// True when every source is; setting writes every source.
    static func all<C: RandomAccessCollection>(_ sources: C, _ path: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool>
    {
        Binding(
            get: { !sources.isEmpty && sources.allSatisfy { $0[keyPath: path].wrappedValue } },
            set: { value in
                for source in sources { source[keyPath: path].wrappedValue = value }
            })
    }
}
