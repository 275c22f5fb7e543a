import Foundation

/// When snapshot assertions write snapshots, from the environment variable `TEXTUI_RECORD`:
/// `missing` (the default locally), `all`, `failed` or `never` (the default when `CI` is set, so
/// CI never records silently).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write snapshots that do not exist yet.
    case missing
    /// Write every snapshot, replacing what was stored.
    case all
    /// Write snapshots that do not exist or do not match.
    case failed
    /// Never write: a missing snapshot fails.
    case never

    /// The mode the environment asks for; an unknown value is an error message.
    ///
    /// - Parameter environment: The environment variables to read (the process's, by default): `TEXTUI_RECORD`,
    ///   matched ignoring case, and `CI` when it is unset or empty.
    /// - Returns: The mode (`never` when only a non-empty `CI` is set, `missing` when neither is), or a
    ///   ``SnapshotModeError`` when `TEXTUI_RECORD` names no mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Result<SnapshotRecordMode, SnapshotModeError>
    {
        guard let text = environment["TEXTUI_RECORD"], !text.isEmpty else {
            return .success(environment["CI"].map { $0.isEmpty ? .missing : .never } ?? .missing)
        }
        guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
            return .failure(SnapshotModeError(value: text))
        }
        return .success(mode)
    }

    /// The environment's mode; reports an unknown value as a failure at `site` and returns nil.
    static func current(reportingTo site: CallSite) -> SnapshotRecordMode? {
        switch fromEnvironment() {
        case .success(let mode): return mode
        case .failure(let error):
            TestFailure.record(error.description, at: site)
            return nil
        }
    }

    func records(existing: String?, matches: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: existing == nil
        case .failed: existing == nil || !matches
        case .all: true
        }
    }
}

/// `TEXTUI_RECORD` holds a value that is not a mode.
public struct SnapshotModeError: Error, CustomStringConvertible {
    /// The value found.
    public let value: String

    public var description: String {
        "TEXTUI_RECORD=\(value) is not a record mode (use missing, all, failed or never)"
    }
}
