import Catalog
import Foundation
import TextUI

/// A mounted component's values by path, as `get`, `set`, `state` and completion reach them:
/// its bindings and the `@State` inside it (by its path below the workbench's root, or by its
/// short name when no other state has it). A path reaches into a value (`movies[0].title`); an
/// element of an array is read and written by itself, so writing one row of a long list encodes
/// that row only and takes the runtime's element-write path.
@MainActor
struct MountValues {
    let component: MountedComponent

    /// The mounted `@State` values a person sees: not the workbench root's own.
    func visibleStateSlots() -> [(slot: StateSlot, displayPath: String)] {
        visibleSlots().map { ($0, StatePaths.display($0.path)) }
    }

    /// The mounted `@State` values a person sees, each with its path below the component (what
    /// exported tests name it by) and the shortest path that tells it apart (what the workbench
    /// shows: ``StatePaths/shortest(_:)``).
    func shownStateSlots() -> [(slot: StateSlot, displayPath: String, shownPath: String)] {
        let slots = visibleStateSlots()
        let shown = StatePaths.shortest(slots.map(\.displayPath))
        return zip(slots, shown).map { ($0.slot, $0.displayPath, $1) }
    }

    /// The same slots, without the paths people read (undo's checkpoints are keyed by the
    /// host's paths, and shortening each path costs more than reading its value).
    func visibleSlots() -> [StateSlot] {
        component.host.stateSlots.filter { !StatePaths.isWorkbenchRoot($0.path) }
    }

    /// The names a path can start with: the bindings, each state's path, the short name of each
    /// state no other state shares, and the stored values' keys.
    func rootNames() -> [String] {
        let slots = shownStateSlots()
        var counts: [String: Int] = [:]
        for slot in slots { counts[slot.slot.name, default: 0] += 1 }
        let shortNames = slots.map(\.slot.name).filter { counts[$0] == 1 }
        let stored = storedValues.flatMap { store, key in [key, StoredValuePaths.path(of: key, in: store)] }
        let models = environmentModels().map(\.name)
        let queries = shownQueries().map(\.shownPath)
        var seen = Set<String>()
        return (component.bindings.map(\.name) + slots.map(\.shownPath) + shortNames + stored + models + queries).filter
        {
            seen.insert($0).inserted
        }
    }

    /// The keys of the host's `@AppStorage` and `@SceneStorage` values, with their stores.
    var storedValues: [(store: StoredValues, key: String)] {
        [component.host.appStorage, component.host.sceneStorage].flatMap { store in store.keys.map { (store, $0) } }
    }

    /// The decoder values written by `set` are read with: a date as ISO 8601, `now` or `+1d` by
    /// the host's clock.
    var decoder: JSONDecoder {
        let now = component.host.clock.now
        return ValueJSON.decoder(now: { now })
    }

    func resolveRoot(_ name: String) throws -> ValueRoot {
        if let binding = component.bindings.first(where: { $0.name == name }) { return .binding(binding) }
        let slots = shownStateSlots()
        if let match = slots.first(where: { $0.displayPath == name }) ?? slots.first(where: { $0.shownPath == name })
            ?? uniqueSlot(named: name, in: slots)
        {
            return .state(match.slot, displayPath: match.displayPath, shownPath: match.shownPath)
        }
        let stored = storedValues
        if let match = stored.first(where: { StoredValuePaths.path(of: $0.key, in: $0.store) == name })
            ?? stored.first(where: { $0.key == name })
        {
            return .storage(match.store, key: match.key)
        }
        let models = environmentModels()
        if let model = environmentModel(named: name, in: models) { return .model(model.model, name: model.name) }
        let queries = shownQueries()
        if let query = query(named: name, in: queries) { return .query(query.property, shownPath: query.shownPath) }
        let storedPaths = stored.map { StoredValuePaths.path(of: $0.key, in: $0.store) }
        let available: [String] = component.bindings.map(\.name) + slots.map(\.shownPath) + storedPaths
        throw WorkbenchError.unknownPath(name, available: available + models.map(\.name) + queries.map(\.shownPath))
    }

    private func uniqueSlot(
        named name: String, in slots: [(slot: StateSlot, displayPath: String, shownPath: String)]
    ) -> (slot: StateSlot, displayPath: String, shownPath: String)? {
        let matches = slots.filter { $0.slot.name == name }
        return matches.count == 1 ? matches[0] : nil
    }

    func json(of root: ValueRoot) throws -> JSONValue {
        switch root {
        case .binding(let binding):
            return try JSONValue.parse(component.json(of: binding.name))
        case .state(let slot, _, let shownPath):
            guard let json = slot.json() else {
                // A model object: its stored properties, read (not written) by reflection.
                if let model = ModelJSON.json(of: slot.value) { return model }
                throw WorkbenchError.notCodable(path: shownPath, type: slot.typeName)
            }
            return try JSONValue.parse(json)
        case .storage(let store, let key):
            guard let value = store.value(forKey: key), let json = CaseNames.json(of: value) else {
                throw WorkbenchError.notCodable(
                    path: root.displayName, type: store.valueType(forKey: key).map { "\($0)" } ?? "?")
            }
            return try JSONValue.parse(json)
        case .model(let model, let name):
            guard let json = ModelJSON.json(of: model.object) else {
                throw WorkbenchError.notCodable(path: name, type: "\(model.type)")
            }
            return json
        case .query(let query, _):
            return ModelJSON.json(ofAny: query.value)
        }
    }

    /// Parses `text` as a path whose root may be a state path with dots and slashes
    /// (`Composer.items[0]`): the longest state path it starts with is the root.
    func parsePath(_ text: String) throws -> ValuePath {
        let stored = storedValues.map { StoredValuePaths.path(of: $0.key, in: $0.store) }
        let slots = shownStateSlots()
        let queries = shownQueries()
        let statePaths =
            (slots.map(\.displayPath) + slots.map(\.shownPath) + stored + queries.map(\.displayPath)
            + queries.map(\.shownPath)).sorted { $0.count > $1.count }
        for root in statePaths where text == root || text.hasPrefix(root + ".") || text.hasPrefix(root + "[") {
            let rest = try ValuePath.parse("x" + text.dropFirst(root.count))
            return ValuePath(root: root, components: rest.components)
        }
        return try ValuePath.parse(text)
    }

    /// The value at `pathText`, as JSON; a value with no JSON form (a state of a type that is not
    /// `Codable`) as its case name or description.
    func value(at pathText: String) throws -> JSONValue {
        let path = try parsePath(pathText)
        let root = try resolveRoot(path.root)
        if let element = try arrayElement(at: path, in: root) {
            return try element.rest.value(in: JSONValue.parse(ValueJSON.text(of: element.value)))
        }
        if case .state(let slot, _, _) = root, path.components.isEmpty, slot.json() == nil,
            ModelJSON.json(of: slot.value) == nil
        {
            return .string(CaseNames.name(of: slot.value) ?? String(describing: slot.value))
        }
        if case .storage(let store, let key) = root, path.components.isEmpty, let value = store.value(forKey: key),
            CaseNames.json(of: value) == nil
        {
            return .string(CaseNames.name(of: value) ?? String(describing: value))
        }
        return try path.value(in: json(of: root))
    }

    /// `jsonText`, the value `set` writes at `pathText`, parsed; a bare word that is not JSON (or a
    /// bare offset from now, `+1d`) is refused with the quoted form to type instead.
    func parsedNewValue(_ jsonText: String, for pathText: String) throws -> JSONValue {
        do {
            return try JSONValue.parse(jsonText)
        } catch {
            if let quoted = BareWordHint.quotedOffset(jsonText) {
                throw CommandError.invalidArgument(
                    "\(error); for a date that far from now, quote it: set \(pathText) \(quoted)")
            }
            guard let quoted = BareWordHint.quoted(jsonText) else { throw error }
            throw CommandError.invalidArgument("\(error); for text, quote it: set \(pathText) \(quoted)")
        }
    }

    /// Writes `jsonText` at `pathText`; throws, changing nothing, when the path leads nowhere or
    /// the value does not fit the type there. A bare word that names a case of the value's
    /// enumeration (`done`, or `"done"` for a type that is not `Codable`) sets that case.
    func setValue(at pathText: String, json jsonText: String) throws -> SetStep {
        let path = try parsePath(pathText)
        let root = try resolveRoot(path.root)
        if path.components.isEmpty, let value = try caseValue(named: jsonText, for: root) {
            try write(value, to: root)
            if let json = CaseNames.json(of: value) { return step(writing: json, at: path, in: root) }
            let caseName = CaseNames.name(of: value) ?? jsonText
            switch root {
            case .state(let slot, let displayPath, _):
                return .stateCase(
                    statePath: displayPath, typeName: String(reflecting: slot.valueType), caseName: caseName)
            case .storage(let store, let key):
                return .storageCase(
                    scene: store === component.host.sceneStorage, key: key,
                    typeName: String(reflecting: Swift.type(of: value)), caseName: caseName)
            case .binding, .model, .query:
                return step(writing: JSONValue.string(caseName).compactText, at: path, in: root)
            }
        }
        let newValue = try parsedNewValue(jsonText, for: pathText)
        if let element = try arrayElement(at: path, in: root) {
            let elementJSON = try element.rest.replacing(
                in: JSONValue.parse(ValueJSON.text(of: element.value)), with: newValue)
            let newElement = try decodeElement(element, from: elementJSON, in: root)
            try UpdateOrigin.$current.withValue(.user) {
                switch root {
                case .binding(let binding): try component.setElement(newElement, at: element.index, for: binding.name)
                case .state(let slot, _, _):
                    guard let newRoot = element.array.replacingElement(at: element.index, with: newElement) else {
                        throw WorkbenchError.notCodable(path: element.rest.root, type: slot.typeName)
                    }
                    try component.host.setState(slot.path, to: newRoot)
                case .storage(let store, let key):
                    guard let newRoot = element.array.replacingElement(at: element.index, with: newElement) else {
                        throw WorkbenchError.notCodable(path: root.displayName, type: "\(type(of: element.array))")
                    }
                    try store.set(newRoot, forKey: key)
                case .model(let model, let name):
                    throw WorkbenchError.notCodable(path: name, type: "\(model.type)")
                case .query(let query, let shownPath):
                    throw Self.queryWriteError(query, shownPath: shownPath)
                }
            }
        } else {
            try write(try decode(path.replacing(in: json(of: root), with: newValue), as: root), to: root)
        }
        return step(writing: newValue.compactText, at: path, in: root)
    }

    private func write(_ value: Any, to root: ValueRoot) throws {
        try UpdateOrigin.$current.withValue(.user) {
            switch root {
            case .binding(let binding): try component.setValue(value, for: binding.name)
            case .state(let slot, _, _): try component.host.setState(slot.path, to: value)
            case .storage(let store, let key): try store.set(value, forKey: key)
            case .model(let model, let name): throw WorkbenchError.notCodable(path: name, type: "\(model.type)")
            case .query(let query, let shownPath): throw Self.queryWriteError(query, shownPath: shownPath)
            }
        }
    }

    private func step(writing json: String, at path: ValuePath, in root: ValueRoot) -> SetStep {
        switch root {
        case .binding: return .binding(path: path.description, json: json)
        case .state(let slot, let displayPath, _):
            let below = ValuePath(root: slot.name, components: path.components)
            return .state(statePath: displayPath, path: below.description, json: json)
        case .storage(let store, let key):
            // A path into a stored value writes the whole value: its JSON after the write.
            let whole = (try? self.json(of: root).compactText) ?? json
            return .storage(scene: store === component.host.sceneStorage, key: key, json: whole)
        case .model(let model, let name):
            // Not reached: `setValue` writes a model's properties through ``ModelWrite``.
            return .model(
                handle: .environment(typeName: String(reflecting: model.type)), properties: [],
                typeName: String(reflecting: model.type), json: json, path: name, written: json)
        case .query:
            // Not reached: `write(_:to:)` refuses a query.
            return .binding(path: path.description, json: json)
        }
    }

    /// The case of the root's enumeration that `text` names, when its type is one that is set by
    /// case name: a type that is not `Codable` (by the case's name, quoted or not), or a `Codable`
    /// one given a bare word that is one of its cases. Nil when `text` is to be read as JSON.
    private func caseValue(named text: String, for root: ValueRoot) throws -> Any? {
        let type: Any.Type
        let codable: Bool
        switch root {
        case .binding, .model, .query: return nil
        case .state(let slot, _, _):
            type = slot.valueType
            codable = slot.isCodable
        case .storage(let store, let key):
            guard let stored = store.valueType(forKey: key) else { return nil }
            type = stored
            codable = stored is any Codable.Type
        }
        let name = (try? JSONValue.parse(text)).flatMap { json -> String? in
            if case .string(let string) = json { return string }
            return nil
        }
        if codable {
            // A bare word where JSON is expected: the case it names, if any.
            guard (try? JSONValue.parse(text)) == nil else { return nil }
            return CaseNames.value(named: text, of: type)
        }
        guard let names = CaseNames.names(of: type) else { return nil }
        if let value = CaseNames.value(named: name ?? text, of: type) { return value }
        throw WorkbenchError.invalidValue(
            path: root.displayName, type: String(describing: type),
            reason: "expected one of \(names.joined(separator: ", ")), found \(ArgumentText.quoted(text, limit: 40))")
    }

    /// An element of an array the path starts with (`movies[42]...`): its value and the rest of
    /// the path below it. Nil when the path does not start with an index into an encodable array.
    private func arrayElement(at path: ValuePath, in root: ValueRoot) throws -> ArrayElement? {
        guard case .index(let index)? = path.components.first, let array = try typedValue(of: root) as? ArrayValue
        else { return nil }
        guard index < array.elementCount else {
            throw ValuePathError.outOfRange(path: path.root, index: index, count: array.elementCount)
        }
        guard let element = array.element(at: index) as? any Encodable else { return nil }
        let rest = ValuePath(root: "\(path.root)[\(index)]", components: Array(path.components.dropFirst()))
        return ArrayElement(array: array, index: index, value: element, rest: rest)
    }

    private func decodeElement(_ element: ArrayElement, from json: JSONValue, in root: ValueRoot) throws -> Any {
        guard let type = Swift.type(of: element.value) as? any Decodable.Type else {
            throw WorkbenchError.notCodable(path: element.rest.root, type: "\(Swift.type(of: element.value))")
        }
        do {
            return try decoder.decode(type, from: Data(json.compactText.utf8))
        } catch {
            throw decodingError(error, decoding: type, from: json, below: [.index(element.index)], root: root)
        }
    }

    private func typedValue(of root: ValueRoot) throws -> Any {
        switch root {
        case .binding(let binding): try component.value(of: binding.name)
        case .state(let slot, _, _): slot.value
        case .storage(let store, let key): store.value(forKey: key) as Any
        case .model(let model, _): model.object
        case .query(let query, _): query.value
        }
    }

    /// Decodes a whole value of `root`'s type from JSON.
    private func decode(_ json: JSONValue, as root: ValueRoot) throws -> Any {
        switch root {
        case .binding(let binding):
            return try binding.value(fromJSON: json.compactText)
        case .state(let slot, _, let shownPath):
            guard let type = slot.valueType as? any Decodable.Type else {
                if ModelJSON.json(of: slot.value) != nil {
                    throw WorkbenchError.invalidValue(
                        path: shownPath, type: slot.typeName,
                        reason: "a model object is read, not written, by the workbench (get shows its properties); "
                            + "change it through its views")
                }
                throw WorkbenchError.notCodable(path: shownPath, type: slot.typeName)
            }
            do {
                return try decoder.decode(type, from: Data(json.compactText.utf8))
            } catch {
                throw decodingError(error, decoding: type, from: json, below: [], root: root)
            }
        case .storage(let store, let key):
            guard let type = store.valueType(forKey: key) as? any Decodable.Type else {
                throw WorkbenchError.notCodable(path: root.displayName, type: "\(store.valueType(forKey: key) as Any)")
            }
            do {
                return try decoder.decode(type, from: Data(json.compactText.utf8))
            } catch {
                throw decodingError(error, decoding: type, from: json, below: [], root: root)
            }
        case .model(let model, let name):
            throw WorkbenchError.notCodable(path: name, type: "\(model.type)")
        case .query(let query, let shownPath):
            throw Self.queryWriteError(query, shownPath: shownPath)
        }
    }

    private func decodingError(
        _ error: Error, decoding type: any Decodable.Type, from json: JSONValue, below prefix: [ValuePath.Component],
        root: ValueRoot
    ) -> Error {
        let reason = JSONDecodingErrorDescription.describe(
            error, decoding: type, from: json.compactText, below: prefix)
        switch root {
        case .binding(let binding):
            return CatalogError.invalidJSON(binding: binding.name, expectedType: binding.typeName, reason: reason)
        case .state(let slot, _, let shownPath):
            return WorkbenchError.invalidValue(path: shownPath, type: slot.typeName, reason: reason)
        case .storage, .model, .query:
            return WorkbenchError.invalidValue(path: root.displayName, type: "\(type)", reason: reason)
        }
    }
}
