import Catalog
import TextUI

/// A state-changing command as it happened, for replaying the session in an exported test.
enum SessionStep: Equatable {
    /// `json` was written at `path` (a binding name, then steps below it).
    case setBinding(path: String, json: String)
    /// `json` was written at `path` inside the mounted `@State` at `statePath` (as the host
    /// names it below the workbench's root).
    case setState(statePath: String, path: String, json: String)
    /// Every binding was set back to its default (the story's value): `values`, in order.
    case reset(values: [Command.BindingAssignment])
    case tap(label: String)
    case type(label: String, text: String)
    case toggle(label: String)
    case select(label: String, option: String)
    case use(dependency: String, selection: DependencySelection)
}
