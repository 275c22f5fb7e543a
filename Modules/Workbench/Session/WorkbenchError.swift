/// Why a command could not run. Each reads as one line.
public enum WorkbenchError: Error, Equatable, CustomStringConvertible {
    case nothingMounted
    case unknownPath(String, available: [String])
    case notCodable(path: String, type: String)
    case invalidValue(path: String, type: String, reason: String)
    case nothingToUndo
    case nothingToRedo
    case cannotExport(String)
    case unknownHelpTopic(String)
    case fileError(String)
    case interrupted
    case stillBusy(after: String, tasks: Int)

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
        case .stillBusy(let duration, let tasks): return "still busy after \(duration): \(tasks) task(s) running"
        }
    }
}
