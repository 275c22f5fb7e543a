/// A view for each element of a collection. Each element's id is part of its view's identity, so
/// a row keeps its state when elements move and loses it when its element is removed.
///
/// As in SwiftUI, the content is not required to be a view: `ForEach` is a view when its content
/// is, and other frameworks' content (Charts' marks) conform it to their own protocols.
@MainActor @preconcurrency
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
    /// Builds the view for an element.
    public var content: (Data.Element) -> Content
    /// The id of the element at an index of the data (read without recording a dependency on
    /// each element: a bound collection's ids come from the value the rows were made from).
    let identify: (Data, Data.Index) -> ID
    /// The id of an element, when it can be read from the element alone (nil for a bound
    /// collection, whose elements are bindings: their ids come from the value they were made from).
    let identifyElement: ((Data.Element) -> ID)?
    /// What `identify` reads, so two values can tell they identify elements alike.
    let identification: AnyKeyPath
    /// The caller's closure as it was given, when `content` had to wrap it (see
    /// ``BindingRowContent``): two values with the same one make the same rows.
    var contentSource: Any?
    /// The deletes and moves `editActions` allows, through the bound collection.
    var editing: RowEditing?

    /// Reads ids through `id` without applying a key path to each element (which, in this generic
    /// code, costs more than making a row: the runtime looks up generic types on every
    /// projection): the element itself for `\.self` (the closures capture nothing then, so two
    /// values made alike have the same closures), the bytes at the property's place for a stored
    /// property of the element (`\.id`, `\.offset`, `\.info.id`), else the key path.
    private static func identification(by id: KeyPath<Data.Element, ID>) -> (Data, Data.Index) -> ID {
        if isItsOwnID(id) {
            // The element is its own id: the same type (checked), so the bits are the id.
            return { unsafeBitCast($0[$1], to: ID.self) }
        }
        guard let offset = storedOffset(of: id) else { return { $0[$1][keyPath: id] } }
        return { data, index in withUnsafeBytes(of: data[index]) { $0.load(fromByteOffset: offset, as: ID.self) } }
    }

    /// Reads an element's id through `id` (see ``identification(by:)``).
    private static func elementIdentification(by id: KeyPath<Data.Element, ID>) -> (Data.Element) -> ID {
        if isItsOwnID(id) { return { unsafeBitCast($0, to: ID.self) } }
        guard let offset = storedOffset(of: id) else { return { $0[keyPath: id] } }
        return { element in withUnsafeBytes(of: element) { $0.load(fromByteOffset: offset, as: ID.self) } }
    }

    /// Where `id` keeps the id inside an element, when it is a stored property of the element's
    /// own value (a struct's or a tuple's, nested or not); nil for a computed property, a class's
    /// property or an optional chain, which are read through the key path.
    private static func storedOffset(of id: KeyPath<Data.Element, ID>) -> Int? {
        MemoryLayout<Data.Element>.offset(of: id)
    }

    private static func isItsOwnID(_ id: KeyPath<Data.Element, ID>) -> Bool {
        id == \Data.Element.self as AnyKeyPath && Data.Element.self == ID.self
    }

    /// An element's content for each element, identified by a key path, whatever the content is:
    /// what the framework shims' own content builders (Charts' marks) make their `ForEach` with.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - content: Makes an element's content.
    package init(_ data: Data, identifiedBy id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.identify = Self.identification(by: id)
        self.identifyElement = Self.elementIdentification(by: id)
        self.identification = id
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// A view for each element, identified by a key path.
    ///
    /// ```swift
    /// struct Titles: View {
    ///     let titles: [String]
    ///     var body: some View {
    ///         ForEach(titles, id: \.self) { Text($0) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity: a row keeps its state while its id stays.
    ///   - content: Makes an element's view.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, identifiedBy: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// A view for each `Identifiable` element. (Disfavored so that `ForEach($items)` picks the
    /// binding initializer, whose element bindings follow their element by id.)
    ///
    /// - Parameters:
    ///   - data: The elements; each one's `id` is its row's identity.
    ///   - content: Makes an element's view.
    @_disfavoredOverload
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[$1].id }
        self.identifyElement = { $0.id }
        self.identification = \Data.Element.id
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view for each integer in a constant range.
    ///
    /// - Parameters:
    ///   - data: The range; it should not change (use `id: \.self` for one that does).
    ///   - content: Makes an integer's view.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[$1] }
        self.identifyElement = { $0 }
        self.identification = \Int.self
    }
}

extension ForEach where Content: View {
    /// A view for each element of a bound collection of `Identifiable` elements, given a binding to
    /// its element. The binding finds its element by id, so it follows the element after a reorder.
    ///
    /// ```swift
    /// struct Todo: Identifiable {
    ///     let id: Int
    ///     var title: String
    ///     var isDone = false
    /// }
    ///
    /// struct TodoList: View {
    ///     @Binding var todos: [Todo]
    ///     var body: some View {
    ///         ForEach($todos) { $todo in
    ///             Toggle(todo.title, isOn: $todo.isDone)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - content: Makes an element's view from a binding to the element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IdentifiedElementBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.data = IdentifiedElementBindings(data)
        self.content = content
        self.identify = { $0.snapshot[$1].id }
        self.identifyElement = nil
        self.identification = \Binding<C.Element>.id
        self.contentSource = BindingRowContent(make: content)
    }

    /// A view for each element of a bound collection, identified by a key path, given a binding to
    /// its element (by position).
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - id: The key path of each element's identity.
    ///   - content: Makes an element's view from a binding to the element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>,
        id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.data = data
        self.content = content
        self.identify = { $0.wrappedValue[$1][keyPath: id] }
        self.identifyElement = nil
        self.identification = id
    }
}

/// Marks `ForEach` nodes (a `Picker` tags their rows with their ids).
protocol ForEachMarker {}

extension ForEach: ForEachMarker where Content: View {}

extension ForEach where Content: View {
    /// True unless the rows are given bindings into the data and `other`'s rows were given
    /// bindings to another storage (rows kept from `other` would still write there).
    func bindsLike(_ other: ForEach) -> Bool {
        guard let bindings = data as? any BoundElements else { return true }
        return bindings.bindTheSameStorage(as: other.data)
    }

    /// True when this value's content closure is certainly the one `other` has (the same code and
    /// the same captured context), so both make the same row for the same element.
    func makesRowsLike(_ other: ForEach) -> Bool {
        guard let contentSource, let otherSource = other.contentSource else {
            return Sameness.haveSameBytes(content, other.content)
        }
        return Sameness.areSameValues(contentSource, otherSource)
    }
}
