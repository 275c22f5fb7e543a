import TextUI

/// A state-changing command as it happened, for replaying the session in an exported test.
enum SessionStep: Equatable {
    /// `json` was written at `path` (a binding name, then steps below it).
    case setBinding(path: String, json: String)
    /// A mounted `@State` at `statePath` was written; `json` is its whole new value.
    case setState(statePath: String, json: String)
    case tap(label: String)
    case type(label: String, text: String)
    case toggle(label: String)
    case select(label: String, option: String)
    case use(dependency: String, selection: DependencySelection)
}
