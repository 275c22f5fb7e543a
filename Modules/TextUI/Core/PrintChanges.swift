/// Why a host evaluated a view's body.
enum EvaluationCause {
    /// The view was just mounted.
    case identity
    /// Its parent gave it a different value.
    case value
    /// Something it read changed (state, an observed object, its environment).
    case dependencies
}

extension View {
    /// Prints why the host is evaluating this view's body, as SwiftUI does: call it inside `body`
    /// (`let _ = Self._printChanges()`). It prints `Name: @self, @identity changed.` on mount,
    /// `Name: @self changed.` for a new value from the parent and `Name: @dependencies changed.`
    /// when something it read changed.
    public static func _printChanges() {
        let name = ViewTypeInfo.name(of: Self.self)
        guard let node = Evaluation.current else {
            print("\(name): not evaluated by a host.")
            return
        }
        switch node.evaluationCause {
        case .identity: print("\(name): @self, @identity changed.")
        case .value: print("\(name): @self changed.")
        case .dependencies: print("\(name): @dependencies changed.")
        }
    }
}
