import Catalog
import TextUI

/// What a step's code is written for, in an exported test: the component, its bindings (each a
/// variable binding named as the binding is) and its dependencies (each a value named as the
/// dependency is), the expression that builds it (`host` holds the host it is mounted in), and the
/// names a step assigns again (`use` mounts the component again: `host` and the dependency become
/// `var`s).
@MainActor
final class ExportedTest {
    let component: ComponentDescriptor
    let bindings: [BindingDescriptor]
    let source: ComponentSource
    private(set) var reassigned: Set<String> = []

    init(component: ComponentDescriptor, bindings: [BindingDescriptor], source: ComponentSource) {
        self.component = component
        self.bindings = bindings
        self.source = source
    }

    /// Says that a step assigns `name` again, so it is declared with `var`.
    func reassigns(_ name: String) {
        reassigned.insert(name)
    }

    /// The code that makes `dependency`'s value for `selection`.
    nonisolated static func make(_ reference: String, _ selection: DependencySelection) -> String {
        let argument = selection.argument.map { SwiftCode.literal(Redaction.redact($0)) } ?? "nil"
        return "try \(reference).make(choice: \(SwiftCode.literal(selection.choice)), argument: \(argument))"
    }

    /// `try host.NAME(ARGUMENTS)` for an action of the host, one line: the arguments are string
    /// literals of `texts`, each after its label (`""` for none), then `code` as written (each
    /// after its label), then `in row` as `inRowContaining:`.
    nonisolated static func hostCall(
        _ name: String, _ arguments: [(label: String, text: String)], code: [(label: String, code: String)] = [],
        row: String? = nil
    ) -> String {
        var parts = arguments.map { ($0.label.isEmpty ? "" : $0.label + ": ") + SwiftCode.literal($0.text) }
        parts += code.map { $0.label + ": " + $0.code }
        if let row { parts.append("inRowContaining: " + SwiftCode.literal(row)) }
        return "try host.\(name)(\(parts.joined(separator: ", ")))"
    }
}
