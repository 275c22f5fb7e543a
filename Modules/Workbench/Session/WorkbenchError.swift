import TextUI

/// Why a command could not run. Each reads as one line.
public enum WorkbenchError: Error, Equatable, CustomStringConvertible {
    /// The command needs a mounted component and none is.
    case nothingMounted
    /// No binding or state has the path's root name; `available` lists the names there are.
    case unknownPath(String, available: [String])
    /// The value at `path` is of a `type` that is not `Codable`, so it has no JSON form.
    case notCodable(path: String, type: String)
    /// The JSON given for `path` does not decode as `type` (`reason`: the decoder's).
    case invalidValue(path: String, type: String, reason: String)
    /// `undo` with no state-changing command to rewind.
    case nothingToUndo
    /// `redo` with nothing that `undo` rewound.
    case nothingToRedo
    /// `export test` cannot write Swift code for this session (the reason).
    case cannotExport(String)
    /// `help` was given a name that is no command.
    case unknownHelpTopic(String)
    /// A file could not be written (the whole message, naming the file).
    case fileError(String)
    /// Ctrl-C cancelled the command.
    case interrupted
    /// `watch` in a workbench that cannot rebuild itself.
    case cannotWatch
    /// `settle` timed out after the duration shown with `tasks` tasks still running.
    case stillBusy(after: String, tasks: Int)
    /// `diff` found the rendering different from the snapshot in this file (the diff was shown).
    case renderingDiffers(String)
    /// `open` a URL when no view handles URLs (`onOpenURL`).
    case nothingOpensURLs
    /// A key press (the `key` command that pressed it) that no `onKeyPress` handler handled and no
    /// `keyboardShortcut` matched.
    case keyNotHandled(String)
    /// A control's label answers to a control of this kind in each of these rows (named by a text
    /// each shows); `example` names one.
    case controlInSeveralRows(kind: ControlKind, label: String, rows: [String], example: String)
    /// A button was not found in a row whose swipe actions do not show yet (`example` swipes it).
    case swipeActionsHidden(String, example: String)
    /// A replay (undo or redo mounting again, `replay`) stopped at a step it could not take again
    /// (the whole message: where, why, and how to go on).
    case replayStopped(String)
    /// `replay` with no step waiting to be taken again.
    case nothingToReplay
    /// `set` on a model object's property that cannot be written (why: read-only, unknown, …).
    case cannotSet(path: String, reason: String)

    public var description: String {
        switch self {
        case .nothingMounted: return "no component is mounted (mount NAME; components lists them)"
        case .unknownPath(let root, let available):
            let known =
                available.isEmpty ? "there are none" : "bindings and state: " + available.joined(separator: ", ")
            return "no binding or state named \"\(root)\" (\(known))"
        case .notCodable(let path, let type):
            return "\(path) holds a \(type), which is not Codable: it has no JSON form"
        case .invalidValue(let path, let type, let reason): return "\(path) expects JSON for \(type): \(reason)"
        case .nothingToUndo: return "nothing to undo"
        case .nothingToRedo: return "nothing to redo"
        case .cannotExport(let reason): return "cannot export a test: \(reason)"
        case .unknownHelpTopic(let name): return "no command \"\(name)\" (help lists them)"
        case .fileError(let reason): return reason
        case .interrupted: return "interrupted"
        case .cannotWatch:
            return "this workbench cannot rebuild itself; start it with the workbench plugin "
                + "(swift package --disable-sandbox workbench --target NAME) to watch its sources"
        case .stillBusy(let duration, let tasks): return "still busy after \(duration): \(tasks) task(s) running"
        case .renderingDiffers(let file): return "the rendering differs from \(file)"
        case .nothingOpensURLs: return "no view opens URLs (onOpenURL)"
        case .keyNotHandled(let command):
            return "nothing handled \(command): no onKeyPress handler took it, and no button or toggle has it "
                + "as its keyboardShortcut"
        case .controlInSeveralRows(let kind, let label, let rows, let example):
            return "\(rows.count) \(kind.pluralName) answer to \"\(label)\", one in each of the rows "
                + rows.map { "\"\($0)\"" }.joined(separator: ", ") + "; name its row: \(example)"
        case .swipeActionsHidden(let message, let example):
            return "\(message); the row's swipe actions show once it is swiped: \(example)"
        case .replayStopped(let message): return message
        case .nothingToReplay: return "no step waits to be taken again (only a replay that stopped leaves some)"
        case .cannotSet(let path, let reason): return "cannot set \(path): \(reason)"
        }
    }
}
