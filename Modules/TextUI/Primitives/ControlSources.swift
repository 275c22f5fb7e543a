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

// Pickers over a collection's bindings (`Picker(sources: layers, selection: \.$blend)`): choosing an
// option sets every source; the picker marks every source's value.

extension Picker {
    /// A picker over several bindings: choosing an option sets them all; it marks each source's
    /// value (`(*)` on several options while the sources differ, none without sources).
    ///
    /// - Parameters:
    ///   - sources: The values holding the bindings.
    ///   - selection: The key path of each value's binding.
    ///   - content: The options, each marked with `.tag`.
    ///   - label: The picker's label.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: SourcesBinding.every(sources, selection), content: content, label: label)
        self.sourceValues = { sources.map { $0[keyPath: selection].wrappedValue } }
    }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey` over several bindings (see
    /// ``init(sources:selection:content:label:)``).
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - sources: The values holding the bindings.
    ///   - selection: The key path of each value's binding.
    ///   - content: The options, each marked with `.tag`.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title` over several bindings (see ``init(sources:selection:content:label:)``).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - sources: The values holding the bindings.
    ///   - selection: The key path of each value's binding.
    ///   - content: The options, each marked with `.tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension SourcesBinding {
    /// Writes every source. Read, it gives the first source's value: a picker reads its sources
    /// one by one instead, so that none is needed when there are no sources.
    static func every<C: RandomAccessCollection, Value>(
        _ sources: C, _ path: KeyPath<C.Element, Binding<Value>>
    ) -> Binding<Value> {
        Binding(
            get: { sources.first.map { $0[keyPath: path].wrappedValue }! },
            set: { value in
                for source in sources { source[keyPath: path].wrappedValue = value }
            })
    }
}
