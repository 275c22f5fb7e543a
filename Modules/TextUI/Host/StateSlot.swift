/// One mounted `@State` property: where it lives, its type and its value.
@MainActor
public struct StateSlot {
    /// The owning view's identity, then `.` and the property name: `Counter.count`; a `#Preview`'s
    /// own state (`@Previewable`) by its name: `todos`.
    public let path: String
    /// The property name.
    public let name: String
    /// The value's type, as Swift writes it.
    public let typeName: String
    /// True when the value is `Codable`, so it can be read and written as JSON.
    public let isCodable: Bool
    let storage: AnyStateStorage

    /// The current value.
    public var value: Any { storage.anyValue }

    /// The value's type.
    public var valueType: Any.Type { storage.valueType }

    /// The value as JSON.
    ///
    /// - Returns: The JSON text, or `nil` when the value is not `Codable`.
    public func json() -> String? {
        guard let encodable = storage.anyValue as? any Encodable else { return nil }
        return try? ValueJSON.text(of: encodable)
    }

    static func describe(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}

extension ViewHost {
    /// The mounted `@State` properties, in tree order.
    public var stateSlots: [StateSlot] {
        flush()
        if let listedStateSlots { return listedStateSlots }
        var slots: [StateSlot] = []
        for node in statefulNodesInTreeOrder() {
            for storage in node.stateStorages {
                slots.append(
                    StateSlot(
                        path: node.statePath(storage.name),
                        name: storage.name,
                        typeName: storage.valueTypeName,
                        isCodable: storage.valueType is any Codable.Type,
                        storage: storage
                    )
                )
            }
        }
        listedStateSlots = slots
        return slots
    }

    /// The mounted nodes that own `@State`, in tree order (found through the host's registry, not
    /// by walking the whole tree).
    private func statefulNodesInTreeOrder() -> [Node] {
        let nodes = registeredStatefulNodes.filter { $0.isMounted && !$0.stateStorages.isEmpty }
        guard nodes.count > 1 else { return Array(nodes) }
        let positions = Dictionary(uniqueKeysWithValues: nodes.map { (ObjectIdentifier($0), $0.treePosition) })
        return nodes.sorted {
            positions[ObjectIdentifier($0)]!.lexicographicallyPrecedes(positions[ObjectIdentifier($1)]!)
        }
    }

    /// Writes a value to the mounted state at a path, as a write from a view would: the views that
    /// read it update.
    ///
    /// ```swift
    /// struct Counter: View {
    ///     @State private var count = 0
    ///     var body: some View { Text("Count: \(count)") }
    /// }
    ///
    /// let host = ViewHost(Counter())
    /// try host.setState("Counter.count", to: 3)
    /// print(host.render())  // Count: 3
    /// ```
    ///
    /// - Parameters:
    ///   - path: The state's path, as ``stateSlots`` lists it (`Counter.count`).
    ///   - value: The new value, of the state's type.
    /// - Throws: ``ViewHostError/stateNotFound(path:available:)`` when no mounted state has the path,
    ///   ``ViewHostError/invalidStateValue(path:reason:)`` when the value has another type.
    public func setState(_ path: String, to value: Any) throws {
        let slot = try stateSlot(path)
        guard slot.storage.setAnyValue(value) else {
            throw ViewHostError.invalidStateValue(
                path: path, reason: "expected \(slot.typeName), got \(Swift.type(of: value))")
        }
    }

    /// Decodes JSON as the state's type and writes it to the mounted state at a path, as a write from
    /// a view would: the views that read it update.
    ///
    /// - Parameters:
    ///   - path: The state's path, as ``stateSlots`` lists it (`Counter.count`).
    ///   - json: The new value as JSON.
    /// - Throws: ``ViewHostError/stateNotFound(path:available:)`` when no mounted state has the path,
    ///   ``ViewHostError/invalidStateValue(path:reason:)`` when the state is not `Codable` or the JSON
    ///   does not decode as its type.
    public func setState(_ path: String, json: String) throws {
        let slot = try stateSlot(path)
        guard let decodable = slot.storage.valueType as? any Decodable.Type else {
            throw ViewHostError.invalidStateValue(path: path, reason: "\(slot.typeName) is not Codable")
        }
        let value: Any
        do {
            value = try ValueJSON.decoder().decode(decodable, from: Data(json.utf8))
        } catch {
            throw ViewHostError.invalidStateValue(path: path, reason: "not a JSON \(slot.typeName)")
        }
        try setState(path, to: value)
    }

    private func stateSlot(_ path: String) throws -> StateSlot {
        let slots = stateSlots
        guard let slot = slots.first(where: { $0.path == path }) ?? slots.first(where: { $0.name == path }) else {
            throw ViewHostError.stateNotFound(path: path, available: slots.map(\.path))
        }
        return slot
    }
}
