import Catalog
import FileReading
import Foundation
import TextUI

extension WorkbenchSession {
    /// The mounted component's node tree, from the component down: the workbench's own root (which
    /// holds the binding values) and its wrappers are left out.
    func describeTree() throws -> String {
        let component = try requireMounted()
        let lines = component.host.treeDump().split(separator: "\n").map(String.init)
        // The component sits under ComponentRoot > IdentifiedContent > AnyView, at depth 3.
        let wrappers = lines.prefix { !$0.hasPrefix(String(repeating: "  ", count: 3)) }.count
        guard wrappers == 3, lines.count > wrappers else { return lines.joined(separator: "\n") }
        return lines.dropFirst(wrappers).map { String($0.dropFirst(6)) }.joined(separator: "\n")
    }

    /// The line diff of the stored rendering in `file` against the current one (all rows), or a
    /// line saying they match.
    func diffRendering(against file: String) throws -> String {
        let component = try requireMounted()
        // A snapshot is a regular file of modest size, reached through links or not: not a device,
        // a FIFO (which would block the read) or a directory.
        let stored: String
        do {
            stored = String(decoding: try RegularFile.read(file, limit: Self.largestSnapshot).data, as: UTF8.self)
        } catch {
            throw WorkbenchError.fileError("cannot read \(file): \(error)")
        }
        // A snapshot file ends with one newline the rendering does not have.
        let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
        let rendering = component.host.render()
        let diff = LineDiff.diff(expected: expected, actual: rendering)
        return diff.isEmpty ? "the rendering matches \(file)" : "--- \(file)\n+++ rendering\n" + diff
    }

    /// Puts every binding back to its default, or the story's value, as one change.
    func resetBindings() throws -> SessionStep {
        let mount = try requireMount()
        let component = mount.component
        var values: [Command.BindingAssignment] = []
        for binding in component.bindings {
            let json = mount.defaultJSON[binding.name] ?? binding.defaultJSON
            values.append(Command.BindingAssignment(name: binding.name, json: json))
        }
        try UpdateOrigin.$current.withValue(.user) {
            for value in values {
                guard let binding = component.bindings.first(where: { $0.name == value.name }) else { continue }
                try component.setValue(binding.value(fromJSON: value.json), for: value.name)
            }
        }
        return .reset(values: values)
    }

    /// The largest snapshot file `diff` reads.
    static let largestSnapshot = 16 * 1024 * 1024
}
