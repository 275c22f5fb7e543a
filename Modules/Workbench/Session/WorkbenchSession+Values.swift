import Catalog
import Foundation
import TextUI

/// Where a path starts: a binding of the component, or a mounted `@State` inside it.
enum ValueRoot {
    case binding(BindingDescriptor)
    case state(StateSlot, displayPath: String)
}

/// One element of an array value, with the path below it.
struct ArrayElement {
    let array: ArrayValue
    let index: Int
    let value: any Encodable
    let rest: ValuePath
}

extension WorkbenchSession {
    /// The mounted `@State` values a person sees: not the workbench root's own.
    func visibleStateSlots(_ component: MountedComponent) -> [(slot: StateSlot, displayPath: String)] {
        component.host.stateSlots.filter { !StatePaths.isWorkbenchRoot($0.path) }
            .map { ($0, StatePaths.display($0.path)) }
    }

    func resolveRoot(_ name: String, in component: MountedComponent) throws -> ValueRoot {
        if let binding = component.bindings.first(where: { $0.name == name }) { return .binding(binding) }
        let slots = visibleStateSlots(component)
        if let match = slots.first(where: { $0.displayPath == name }) ?? uniqueSlot(named: name, in: slots) {
            return .state(match.slot, displayPath: match.displayPath)
        }
        throw WorkbenchError.unknownPath(name, available: component.bindings.map(\.name) + slots.map(\.displayPath))
    }

    private func uniqueSlot(named name: String, in slots: [(slot: StateSlot, displayPath: String)])
        -> (slot: StateSlot, displayPath: String)?
    {
        let matches = slots.filter { $0.slot.name == name }
        return matches.count == 1 ? matches[0] : nil
    }

    func json(of root: ValueRoot, in component: MountedComponent) throws -> JSONValue {
        switch root {
        case .binding(let binding):
            return try JSONValue.parse(component.json(of: binding.name))
        case .state(let slot, let displayPath):
            guard let json = slot.json() else {
                throw WorkbenchError.notCodable(path: displayPath, type: slot.typeName)
            }
            return try JSONValue.parse(json)
        }
    }

    /// Parses `text` as a path whose root may be a state path with dots and slashes
    /// (`MovieListComposer.movies[0]`): the longest state path it starts with is the root.
    func parsePath(_ text: String, in component: MountedComponent) throws -> ValuePath {
        let statePaths = visibleStateSlots(component).map(\.displayPath).sorted { $0.count > $1.count }
        for root in statePaths where text == root || text.hasPrefix(root + ".") || text.hasPrefix(root + "[") {
            let rest = try ValuePath.parse("x" + text.dropFirst(root.count))
            return ValuePath(root: root, components: rest.components)
        }
        return try ValuePath.parse(text)
    }

    /// The value at `pathText`, as JSON.
    func value(at pathText: String) throws -> JSONValue {
        let component = try requireMounted()
        let path = try parsePath(pathText, in: component)
        let root = try resolveRoot(path.root, in: component)
        if let element = try arrayElement(at: path, in: root, component: component) {
            return try element.rest.value(in: JSONValue.parse(ValueJSON.text(of: element.value)))
        }
        return try path.value(in: json(of: root, in: component))
    }

    /// Writes `jsonText` at `pathText`; throws, changing nothing, when the path leads nowhere or
    /// the value does not fit the type there.
    func setValue(at pathText: String, json jsonText: String) throws -> SessionStep {
        let component = try requireMounted()
        let path = try parsePath(pathText, in: component)
        let newValue: JSONValue
        do {
            newValue = try JSONValue.parse(jsonText)
        } catch {
            guard let quoted = BareWordHint.quoted(jsonText) else { throw error }
            throw CommandError.invalidArgument("\(error); for text, quote it: set \(pathText) \(quoted)")
        }
        let root = try resolveRoot(path.root, in: component)
        let newRoot: Any
        if let element = try arrayElement(at: path, in: root, component: component) {
            let elementJSON = try element.rest.replacing(
                in: JSONValue.parse(ValueJSON.text(of: element.value)),
                with: newValue
            )
            newRoot = try replacingElement(element, with: elementJSON, in: root, component: component)
        } else {
            newRoot = try decode(path.replacing(in: json(of: root, in: component), with: newValue), as: root)
        }
        try UpdateOrigin.$current.withValue(.user) {
            switch root {
            case .binding(let binding): try component.setValue(newRoot, for: binding.name)
            case .state(let slot, _): try component.host.setState(slot.path, to: newRoot)
            }
        }
        switch root {
        case .binding: return .setBinding(path: path.description, json: newValue.compactText)
        case .state(let slot, let displayPath):
            let below = ValuePath(root: slot.name, components: path.components)
            return .setState(statePath: displayPath, path: below.description, json: newValue.compactText)
        }
    }

    /// An element of an array the path starts with (`movies[42]...`): its value and the rest of
    /// the path below it. Nil when the path does not start with an index into an encodable array.
    private func arrayElement(at path: ValuePath, in root: ValueRoot, component: MountedComponent) throws
        -> ArrayElement?
    {
        guard case .index(let index)? = path.components.first,
            let array = try typedValue(of: root, in: component) as? ArrayValue
        else { return nil }
        guard index < array.elementCount else {
            throw ValuePathError.outOfRange(path: path.root, index: index, count: array.elementCount)
        }
        guard let element = array.element(at: index) as? any Encodable else { return nil }
        let rest = ValuePath(root: "\(path.root)[\(index)]", components: Array(path.components.dropFirst()))
        return ArrayElement(array: array, index: index, value: element, rest: rest)
    }

    private func replacingElement(
        _ element: ArrayElement, with json: JSONValue, in root: ValueRoot, component: MountedComponent
    )
        throws -> Any
    {
        guard let type = Swift.type(of: element.value) as? any Decodable.Type else {
            throw WorkbenchError.notCodable(path: element.rest.root, type: "\(Swift.type(of: element.value))")
        }
        let newElement: Any
        do {
            newElement = try JSONDecoder().decode(type, from: Data(json.compactText.utf8))
        } catch {
            throw decodingError(error, decoding: type, from: json, below: [.index(element.index)], root: root)
        }
        guard let newRoot = element.array.replacingElement(at: element.index, with: newElement) else {
            throw WorkbenchError.notCodable(path: element.rest.root, type: "\(Swift.type(of: element.value))")
        }
        return newRoot
    }

    private func typedValue(of root: ValueRoot, in component: MountedComponent) throws -> Any {
        switch root {
        case .binding(let binding): try component.value(of: binding.name)
        case .state(let slot, _): slot.value
        }
    }

    /// Decodes a whole value of `root`'s type from JSON.
    private func decode(_ json: JSONValue, as root: ValueRoot) throws -> Any {
        switch root {
        case .binding(let binding):
            return try binding.value(fromJSON: json.compactText)
        case .state(let slot, let displayPath):
            guard let type = slot.valueType as? any Decodable.Type else {
                throw WorkbenchError.notCodable(path: displayPath, type: slot.typeName)
            }
            do {
                return try JSONDecoder().decode(type, from: Data(json.compactText.utf8))
            } catch {
                throw decodingError(error, decoding: type, from: json, below: [], root: root)
            }
        }
    }

    private func decodingError(
        _ error: Error, decoding type: any Decodable.Type, from json: JSONValue, below prefix: [ValuePath.Component],
        root: ValueRoot
    ) -> Error {
        let reason = JSONDecodingErrorDescription.describe(
            error, decoding: type, from: json.compactText, below: prefix)
        switch root {
        case .binding(let binding):
            return CatalogError.invalidJSON(binding: binding.name, expectedType: binding.typeName, reason: reason)
        case .state(let slot, let displayPath):
            return WorkbenchError.invalidValue(path: displayPath, type: slot.typeName, reason: reason)
        }
    }

    /// The bindings, the mounted state and the dependency choices, one a line.
    func describeState() throws -> String {
        let component = try requireMounted()
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
        let slots = visibleStateSlots(component)
        if !slots.isEmpty {
            lines.append("state:")
            for (slot, displayPath) in slots {
                let shown =
                    ShortValue.summary(of: slot.value, typeName: slot.typeName)
                    ?? ShortValue.text(slot.json() ?? String(describing: slot.value), typeName: slot.typeName)
                lines.append("  \(displayPath): \(slot.typeName) = \(shown)")
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

    // MARK: The log

    func record(_ write: BindingWrite) {
        guard let mount, mount.component.bindings.contains(where: { $0.name == write.name }),
            !(mount.isRewinding && write.origin == .user)
        else { return }
        let summary = ChangeSummary.summarize(root: write.name, old: write.oldValue, new: write.newValue)
        mount.log.append(
            SessionLog.Entry(
                time: Date(), path: summary.path, oldValue: summary.old, newValue: summary.new, origin: write.origin)
        )
    }

    func record(_ change: StateChange) {
        guard let mount, !StatePaths.isWorkbenchRoot(change.path), !(mount.isRewinding && change.origin == .user)
        else { return }
        let summary = ChangeSummary.summarize(
            root: StatePaths.display(change.path), old: change.oldValue, new: change.newValue)
        mount.log.append(
            SessionLog.Entry(
                time: Date(), path: summary.path, oldValue: summary.old, newValue: summary.new, origin: change.origin)
        )
    }

    /// Logs a swap of `dependency` from the choice `old` to `new` (the component mounted again).
    func recordSwap(of dependency: String, from old: DependencySelection?, to new: DependencySelection) {
        mount?.log.append(
            SessionLog.Entry(
                time: Date(), path: dependency, oldValue: old?.description ?? "—", newValue: new.description,
                origin: .user, kind: .dependencySwap))
    }

    func describeLog(_ count: Int?) throws -> String {
        let log = try requireMount().log
        var entries = log.all
        if let count { entries = Array(entries.suffix(count)) }
        guard !entries.isEmpty else { return "no writes yet" }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss.SSS"
        var lines = entries.map { entry in
            let who: String
            switch entry.origin {
            case .user: who = "you"
            case .view: who = "view"
            case .task: who = "task"
            }
            let what: String
            switch entry.kind {
            case .write: what = "\(entry.path): \(entry.oldValue) → \(entry.newValue)"
            case .mount: what = "mounted \(entry.path)" + (entry.newValue.isEmpty ? "" : " " + entry.newValue)
            case .dependencySwap:
                what = "\(entry.path): \(entry.oldValue) → \(entry.newValue) (the component mounted again)"
            }
            return "\(formatter.string(from: entry.time)) \(who.padding(toLength: 4, withPad: " ", startingAt: 0)) "
                + what + (entry.isUndone ? " (undone)" : "")
        }
        if log.droppedCount > 0 { lines.insert("(\(log.droppedCount) older writes dropped)", at: 0) }
        return lines.joined(separator: "\n")
    }
}
