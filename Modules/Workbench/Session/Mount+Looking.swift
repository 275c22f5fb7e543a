import FileReading
import Foundation
import TextUI

/// Looking at the mounted component: its node tree, its running tasks, its rendering against a
/// stored snapshot.
extension Mount {
    /// The component's node tree, from the component down (the workbench's own root, which holds
    /// the binding values, and its wrappers are left out), values shown as `state` shows them.
    func describeTree() -> String {
        let lines = host.treeDump { MountValues.shortDescription(of: $0, typeName: $1) }
            .split(separator: "\n").map(String.init)
        // The component sits below the root's wrappers: the binding owners, the generation's id,
        // then `ComponentContent` and the `AnyView` in it.
        guard
            let content = lines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("ComponentContent")
            }),
            content + 2 < lines.count
        else { return lines.joined(separator: "\n") }
        let indent = lines[content + 2].prefix { $0 == " " }.count
        return lines.dropFirst(content + 2).map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    /// The running tasks, one a line, each named by the view that declared it.
    func describeTasks() -> String {
        let tasks = host.runningTasks
        guard !tasks.isEmpty else { return "no running tasks" }
        return tasks.map {
            "#\($0.id) \($0.isCancelled ? "cancelled, finishing" : "running") — \(StatePaths.displayTask($0.viewPath))"
        }
        .joined(separator: "\n")
    }

    /// The line diff of the stored rendering in `file` against the current one (all rows); empty
    /// when they match.
    func diffRendering(against file: String) throws -> String {
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
        return LineDiff.diff(expected: expected, actual: host.render())
    }

    /// The largest snapshot file `diff` reads.
    static let largestSnapshot = 16 * 1024 * 1024
}
