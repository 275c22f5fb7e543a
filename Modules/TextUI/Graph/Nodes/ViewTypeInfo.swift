/// What the host learns about a view type once and reuses for every value of it: its display
/// name and where its `@State` properties are (no reflection per render for types without any).
@MainActor
enum ViewTypeInfo {
    struct StateField {
        let name: String
        let property: any StateProperty
    }

    /// The properties of one view value the host connects before evaluating its body.
    struct DynamicFields {
        var states: [StateField] = []
        var environments: [any EnvironmentProperty] = []
        var observers: [any ObjectObservingProperty] = []

        var isEmpty: Bool { states.isEmpty && environments.isEmpty && observers.isEmpty }
    }

    // The caches below are read for every node mounted; each access is one lookup, insertion or
    // assignment that calls no code reaching them again (a kind is made before it is stored), so
    // no two accesses overlap and the runtime's check for overlapping accesses is left out.
    @exclusivity(unchecked) private static var typesWithoutDynamicFields: Set<ObjectIdentifier> = []
    private static var names: [ObjectIdentifier: String] = [:]
    @exclusivity(unchecked) private static var kinds: [ObjectIdentifier: Kind] = [:]
    /// The kind looked up last (rows of a list are many values of one type).
    @exclusivity(unchecked) private static var lastKind: Kind?
    @exclusivity(unchecked) private static var lastKindType: ObjectIdentifier?

    /// What built-in role a view type plays, learned once per type (an object: every node of the
    /// type shares it).
    final class Kind {
        /// Its values are optionals (a cast would unwrap them).
        let isOptional: Bool
        /// It is a control the host can operate.
        let isControl: Bool
        /// It has no children (see ``LeafView``).
        let isLeaf: Bool
        /// Its children are rows made from data.
        let isRowSource: Bool
        /// How it passes on the rows of a list it is in (composite views pass them through).
        let listRowPassing: ListRowPassing
        /// False for a preview's own view (``_PreviewableContent``), which paths do not name.
        let isNamedInPaths: Bool
        /// A value of the type as a built-in view, for built-in views (a cast to the known type,
        /// much cheaper than looking up the conformance for every value).
        let asPrimitive: ((any View) -> any PrimitiveView)?

        init(
            isOptional: Bool, isControl: Bool, isLeaf: Bool, isRowSource: Bool, listRowPassing: ListRowPassing,
            isNamedInPaths: Bool, asPrimitive: ((any View) -> any PrimitiveView)?
        ) {
            self.isNamedInPaths = isNamedInPaths
            self.isOptional = isOptional
            self.isControl = isControl
            self.isLeaf = isLeaf
            self.isRowSource = isRowSource
            self.listRowPassing = listRowPassing
            self.asPrimitive = asPrimitive
        }
    }

    /// The kind of `type`.
    static func kind(of type: Any.Type) -> Kind {
        let id = ObjectIdentifier(type)
        if id == lastKindType, let lastKind { return lastKind }
        if let kind = kinds[id] {
            (lastKind, lastKindType) = (kind, id)
            return kind
        }
        let isOptional = type is any OptionalViewMarker.Type
        let kind = Kind(
            isOptional: isOptional,
            isControl: !isOptional && type is any Control.Type,
            isLeaf: type is any LeafView.Type,
            isRowSource: type is any RowSource.Type,
            listRowPassing: (type as? any PrimitiveView.Type)?.listRowPassing ?? .passesRowsThrough,
            isNamedInPaths: !(type is any _PreviewableContent.Type),
            asPrimitive: (type as? any PrimitiveView.Type).map { primitiveCast($0) }
        )
        kinds[id] = kind
        (lastKind, lastKindType) = (kind, id)
        return kind
    }

    private static func primitiveCast<P: PrimitiveView>(_: P.Type) -> (any View) -> any PrimitiveView {
        { $0 as! P }
    }

    /// The `@State`, `@Environment` and object-observing properties of `view` (of its modifier,
    /// for a modifier applied with `.modifier(_:)`), in declaration order (inside nested dynamic
    /// properties too). Types found to have none are remembered and never reflected again.
    static func dynamicFields(of view: any View) -> DynamicFields {
        let typeID = ObjectIdentifier(type(of: view))
        if typesWithoutDynamicFields.contains(typeID) { return DynamicFields() }
        var fields = DynamicFields()
        let owner = (view as? any ModifierApplication)?.modifierValue ?? view
        collect(from: owner, prefix: "", into: &fields)
        if fields.isEmpty { typesWithoutDynamicFields.insert(typeID) }
        return fields
    }

    private static func collect(from value: Any, prefix: String, into fields: inout DynamicFields) {
        for child in Mirror(reflecting: value).children {
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
            var isConnected = false
            if let property = child.value as? any StateProperty {
                fields.states.append(StateField(name: prefix + label, property: property))
                isConnected = true
            }
            if let property = child.value as? any EnvironmentProperty {
                fields.environments.append(property)
                isConnected = true
            }
            if let property = child.value as? any ObjectObservingProperty {
                fields.observers.append(property)
                isConnected = true
            }
            if !isConnected, child.value is any DynamicProperty, !(child.value is any View) {
                collect(from: child.value, prefix: prefix + label + ".", into: &fields)
            }
        }
    }

    /// The type's name without module or generic arguments: `VStack`, `MovieList`; for a modifier
    /// applied with `.modifier(_:)`, the modifier's: `CardStyle`.
    static func name(of type: Any.Type) -> String {
        let typeID = ObjectIdentifier(type)
        if let name = names[typeID] { return name }
        if let application = type as? any ModifierApplication.Type {
            let name = self.name(of: application.modifierType)
            names[typeID] = name
            return name
        }
        var name = String(describing: type)
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        names[typeID] = name
        return name
    }
}
