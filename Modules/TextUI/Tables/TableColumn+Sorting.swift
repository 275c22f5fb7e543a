// Columns that sort: a click on the header would add their comparator to the table's `sortOrder`.
// Text output has no header to click: the app sorts its rows as the order says. A `sortUsing:`
// column keeps its comparator; a key-path column keeps none (Swift 6 asks a `KeyPathComparator`
// for a `Sendable` key path, and Apple's initializers take a plain one).

extension TableColumn where Label == Text {
    /// A column that sorts with a comparator, titled by a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - comparator: The comparator a click on the header would sort with.
    ///   - content: Makes a row's cell.
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort.Compared == RowValue {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// A column that sorts with a comparator, titled by a text.
    ///
    /// - Parameters:
    ///   - text: The column's title.
    ///   - comparator: The comparator a click on the header would sort with.
    ///   - content: Makes a row's cell.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue {
        self.init(label: text, comparator: comparator, content: content)
    }

    /// A column that sorts with a comparator, titled by a string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - comparator: The comparator a click on the header would sort with.
    ///   - content: Makes a row's cell.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort.Compared == RowValue {
        self.init(label: Text(title), comparator: comparator, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column that sorts by a property, titled by a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The property the column sorts by.
    ///   - content: Makes a row's cell.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column that sorts by a property, titled by a text.
    ///
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property the column sorts by.
    ///   - content: Makes a row's cell.
    public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// A column that sorts by a property, titled by a string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - value: The property the column sorts by.
    ///   - content: Makes a row's cell.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// A column that sorts by a property with a comparator, titled by a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The property the column sorts by.
    ///   - comparator: How the property's values compare.
    ///   - content: Makes a row's cell.
    public init<C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, C.Compared>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column that sorts by a property with a comparator, titled by a string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - value: The property the column sorts by.
    ///   - comparator: How the property's values compare.
    ///   - content: Makes a row's cell.
    @_disfavoredOverload
    public init<S: StringProtocol, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, C.Compared>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column that shows and sorts by a string property, titled by a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The property each row shows and the column sorts by.
    ///   - comparator: How the strings compare (lexically by default: Linux's Foundation has no
    ///     `localizedStandard` comparator).
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .lexical
    ) {
        self.init(label: Text(titleKey), comparator: nil) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column that shows and sorts by a string property, titled by a text.
    ///
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property each row shows and the column sorts by.
    ///   - comparator: How the strings compare.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: text, comparator: nil) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// A column that shows and sorts by a string property, titled by a string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - value: The property each row shows and the column sorts by.
    ///   - comparator: How the strings compare.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) {
        self.init(label: Text(title), comparator: nil) {
            Text(verbatim: $0[keyPath: value])
        }
    }
}
