/// What `set` wrote: a binding (its path and the JSON), or a mounted `@State` (as the host names
/// it below the workbench's root, with the path below it and the JSON). Replayed and exported.
enum SetStep: Equatable, Sendable {
    /// `json` was written at `path` (a binding name, then steps below it).
    case binding(path: String, json: String)
    /// `json` was written at `path` inside the mounted `@State` at `statePath`.
    case state(statePath: String, path: String, json: String)
    /// `json` was stored under `key` in the host's `@AppStorage` store (`scene`: `@SceneStorage`'s).
    case storage(scene: Bool, key: String, json: String)
    /// The case `caseName` of `typeName` (fully qualified), a type that is not `Codable`, was
    /// written to the mounted `@State` at `statePath`.
    case stateCase(statePath: String, typeName: String, caseName: String)
    /// The case `caseName` of `typeName` (fully qualified), a type that is not `Codable`, was
    /// stored under `key` (`scene`: in the `@SceneStorage` store).
    case storageCase(scene: Bool, key: String, typeName: String, caseName: String)
    /// `json` (the whole property, of `typeName`, fully qualified) was written through its setter to
    /// the property at `properties` of a model object `handle` reaches; `path` and `written` are
    /// what was typed (`store.expenses[0].amount`, `12`), for the log and replays.
    case model(handle: ModelHandle, properties: [String], typeName: String, json: String, path: String, written: String)
}

/// How a model object is reached: from the environment the mounted views give their descendants
/// (by its type, fully qualified), or as the value of a mounted `@State` (by its path below the
/// component, and its type).
enum ModelHandle: Equatable, Sendable {
    case environment(typeName: String)
    case state(path: String, typeName: String)
}
