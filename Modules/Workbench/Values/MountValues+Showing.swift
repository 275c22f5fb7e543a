import Catalog
import Foundation
import TextUI

/// The values as `state` and `tree` show them: one short line each.
extension MountValues {
    /// The bindings, the mounted state, the models in the environment, the views' queries and the
    /// dependency choices, one a line.
    func describeState() throws -> String {
        var lines: [String] = []
        if !component.bindings.isEmpty {
            lines.append("bindings:")
            for binding in component.bindings {
                let type = binding.typeName
                let value = try? component.value(of: binding.name)
                let shown =
                    value.flatMap { ShortValue.summary(of: $0, typeName: type) }
                    ?? ShortValue.text((try? component.json(of: binding.name)) ?? binding.defaultJSON, typeName: type)
                lines.append("  \(binding.name): \(type) = \(shown)")
            }
        }
        let slots = shownStateSlots()
        if !slots.isEmpty {
            lines.append("state:")
            for (slot, _, shownPath) in slots {
                lines.append(
                    "  \(shownPath): \(slot.typeName) = \(Self.shortDescription(of: slot.value, typeName: slot.typeName))"
                )
            }
        }
        let stored = storedValues
        if !stored.isEmpty {
            lines.append("storage:")
            for (store, key) in stored {
                let value = store.value(forKey: key)
                let typeName = store.valueType(forKey: key).map { String(describing: $0) } ?? "?"
                let shown = value.map { Self.shortDescription(of: $0, typeName: typeName) } ?? "—"
                lines.append("  \(StoredValuePaths.path(of: key, in: store)): \(typeName) = \(shown)")
            }
        }
        let models = environmentModels()
        if !models.isEmpty {
            lines.append("environment:")
            for (model, name) in models {
                let typeName = "\(model.type)"
                lines.append("  \(name): \(typeName) = \(Self.shortDescription(of: model.object, typeName: typeName))")
            }
        }
        let queries = shownQueries()
        if !queries.isEmpty {
            lines.append("queries:")
            for query in queries {
                let value = query.property.value
                let typeName = query.property.typeName
                let shown =
                    ShortValue.summary(of: value, typeName: typeName)
                    ?? ShortValue.text(ModelJSON.json(ofAny: value).compactText, typeName: typeName)
                lines.append("  \(query.shownPath): \(typeName) = \(shown)")
            }
        }
        let selections = try component.selections
        if !component.component.dependencies.isEmpty {
            lines.append("dependencies:")
            for dependency in component.component.dependencies {
                let selection = selections[dependency.name].map(\.description) ?? dependency.defaultChoice
                lines.append("  \(dependency.name): \(selection)")
            }
        }
        return lines.isEmpty ? "\(component.component.name) has no bindings or state" : lines.joined(separator: "\n")
    }

    /// A value on one short line, as `state` and `tree` show it: its JSON when short, else its
    /// size; a value with no JSON form by its case name or description.
    static func shortDescription(of value: Any, typeName: String) -> String {
        if let summary = ShortValue.summary(of: value, typeName: typeName) { return summary }
        if let encodable = value as? any Encodable, let json = try? ValueJSON.text(of: encodable) {
            return ShortValue.text(json, typeName: typeName)
        }
        if CaseNames.name(of: value) == nil, let model = ModelJSON.json(of: value) {
            return ShortValue.text(model.compactText, typeName: typeName)
        }
        return ShortValue.text(CaseNames.name(of: value) ?? String(describing: value), typeName: typeName)
    }
}
