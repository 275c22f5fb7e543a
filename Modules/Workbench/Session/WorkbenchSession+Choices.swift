import Catalog

extension WorkbenchSession {
    /// What `use` can swap, for its help and its usage errors: the choices of `dependency` (or of
    /// every dependency when nil or unknown) of the mounted component, or a line saying to mount one.
    func dependencyChoices(of dependency: String?) -> String {
        guard let component = mountedComponent, component.host.isMounted else {
            return "mount a component to see its dependencies and their choices"
        }
        let dependencies = component.component.dependencies
        guard !dependencies.isEmpty else { return "\(component.component.name) has no dependencies" }
        let shown = dependencies.filter { $0.name == dependency }
        return (shown.isEmpty ? dependencies : shown).map { dependency in
            let choices = dependency.choices.map { choice in
                choice.argumentName.map { "\(choice.name) \($0)" } ?? choice.name
            }
            return "choices of \(dependency.name): \(choices.joined(separator: ", "))"
        }
        .joined(separator: "; ")
    }
}
