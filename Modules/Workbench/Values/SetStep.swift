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
}
