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
    /// (`let _ = Self._printChanges()`). On mount it prints `Name: @self changed.`, or, for a view
    /// with dynamic properties such as `@State`, `Name: @self, @identity, _count changed.` (their
    /// stored names); `Name: @self changed.` for a new value from the parent and
    /// `Name: @dependencies changed.` when something it read changed. The name is the type's
    /// name inside its module (`Screen.Row`), as observed on Apple's SwiftUI (OpenSwiftUI's
    /// compatibility suite, `ChangedBodyPropertyCompatibilityTests`).
    public static func _printChanges() {
        print(_changesMessage())
    }

    /// The line ``_printChanges()`` prints (and `_logChanges()` logs) for the body being evaluated.
    package static func _changesMessage() -> String {
        let name = ChangesName.name(of: Self.self)
        guard let node = Evaluation.current else { return "\(name): not evaluated by a host." }
        switch node.evaluationCause {
        case .identity:
            let properties = Mirror(reflecting: node.view).children.compactMap { child in
                child.value is any DynamicProperty ? child.label : nil
            }
            guard !properties.isEmpty else { return "\(name): @self changed." }
            return "\(name): @self, @identity, \(properties.joined(separator: ", ")) changed."
        case .value: return "\(name): @self changed."
        case .dependencies: return "\(name): @dependencies changed."
        }
    }
}

/// How SwiftUI names a view in the lines `_printChanges()` prints: the type's name inside its
/// module, with the types that enclose it (`ChangedBodyPropertyCompatibilityTests.ContentView`
/// for a type declared in a method of that type), without generic arguments.
enum ChangesName {
    static func name(of type: Any.Type) -> String {
        // Generic arguments (which have dots of their own) are left out first.
        var plain = ""
        var depth = 0
        for character in String(reflecting: type) {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if depth == 0 {
                plain.append(character)
            }
        }
        var parts = plain.split(separator: ".").map(String.init)
        if parts.count > 1 { parts.removeFirst() }  // the module
        // A type declared in a function is in "(unknown context at $…)" there.
        return parts.filter { !$0.hasPrefix("(") }.joined(separator: ".")
    }
}
