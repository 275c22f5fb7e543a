import Catalog
import TextUI

/// The model objects a path reaches: those the mounted views put in their descendants'
/// environment (`.environment(store)`, `.environmentObject(settings)`), and those a mounted
/// `@State` holds.
extension MountValues {
    /// The models in the environment of the mounted views, each with the name `get`, `set` and
    /// `state` give it: the name of the property the views read it by (`store`, for
    /// `@Environment(JournalStore.self) private var store`: what the user's code calls it), or,
    /// when no mounted view reads it, its type's name with a lowercase first letter
    /// (`journalStore`).
    func environmentModels() -> [(model: EnvironmentModel, name: String)] {
        var taken = Set<String>()
        return component.host.environmentModels.map { model in
            let name = model.propertyNames.first { !taken.contains($0) } ?? Self.lowercasedTypeName(of: model.type)
            taken.insert(name)
            return (model, name)
        }
    }

    /// The environment model `name` reaches: by its shown name, by any name a view reads it by,
    /// by its type's name, or that name with a lowercase first letter.
    func environmentModel(
        named name: String, in models: [(model: EnvironmentModel, name: String)]
    ) -> (model: EnvironmentModel, name: String)? {
        models.first { $0.name == name }
            ?? models.first {
                $0.model.propertyNames.contains(name) || "\($0.model.type)" == name
                    || Self.lowercasedTypeName(of: $0.model.type) == name
            }
    }

    /// The model object `root` is, with how an exported test reaches it; nil for a value that is
    /// not a model (a binding, a stored value, a `Codable` state).
    func modelTarget(of root: ValueRoot) -> (object: AnyObject, handle: ModelHandle)? {
        switch root {
        case .model(let model, _):
            return (model.object, .environment(typeName: String(reflecting: model.type)))
        case .state(let slot, let displayPath, _):
            guard !slot.isCodable, ModelWrite.isModelObject(slot.value) else { return nil }
            return (slot.value as AnyObject, .state(path: displayPath, typeName: String(reflecting: slot.valueType)))
        case .binding, .storage, .query:
            return nil
        }
    }

    /// Writes `jsonText` at `pathText` when the path starts at a model object (`store.title`),
    /// through the property's setter (``ModelWrite``); nil, writing nothing, when it starts
    /// elsewhere (``setValue(at:json:)`` writes there).
    func setModelValue(at pathText: String, json jsonText: String) throws -> ModelWrite.Written? {
        let path = try parsePath(pathText)
        guard let target = modelTarget(of: try resolveRoot(path.root)) else { return nil }
        let newValue = try parsedNewValue(jsonText, for: pathText)
        var written = try ModelWrite(object: target.object, name: path.root, decoder: decoder).write(
            newValue, at: path.components)
        written.step = .model(
            handle: target.handle, properties: written.properties, typeName: written.typeName, json: written.json,
            path: pathText, written: newValue.compactText)
        return written
    }

    /// Every model object's properties as JSON, one line each (nil when there is none): the models
    /// in the environment, those a `@State` holds and those the views' queries fetched. Undo
    /// compares them, as no snapshot holds them.
    func modelsJSON() -> String? {
        var lines = environmentModels().compactMap { model, name in
            ModelJSON.json(of: model.object).map { "\(name) \($0.compactText)" }
        }
        for slot in visibleSlots() where !slot.isCodable && ModelWrite.isModelObject(slot.value) {
            if let json = ModelJSON.json(of: slot.value) { lines.append("\(slot.path) \(json.compactText)") }
        }
        if let queries = queriesJSON() { lines.append(queries) }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// `JournalStore` as `journalStore` (a generic type without its arguments).
    static func lowercasedTypeName(of type: Any.Type) -> String {
        let name = "\(type)".prefix { $0 != "<" }
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}
