import Foundation

/// Where the REPL keeps its history: `$MOVIES_HISTORY`, else `$XDG_STATE_HOME/movies/history`, else
/// `~/.local/state/movies/history`; created with mode 0600 (its folder 0700), and replaced whole on
/// each save, so a crash while saving leaves the previous history rather than a cut one.
public enum HistoryFile {
    /// The history path for `environment`.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["MOVIES_HISTORY"], !explicit.isEmpty { return explicit }
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/movies/history" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/state/movies/history"
    }

    /// Makes sure the file exists with mode 0600 (and its folder exists); false when it cannot.
    @discardableResult
    public static func prepare(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder,
                    withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700]
                )
            } catch {
                return false
            }
        }
        let descriptor = open(path, O_CREAT | O_WRONLY | O_APPEND, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return chmod(path, 0o600) == 0
    }

    /// Saves the history to `path` through `write` (which writes the whole history to the path
    /// it is given and says whether it could): into a private (0600) temporary file next to
    /// `path`, then renamed over it. False, leaving `path` as it was, when any step fails.
    @discardableResult
    public static func save(to path: String, _ write: (String) -> Bool) -> Bool {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        guard prepare(temporary), write(temporary), chmod(temporary, 0o600) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
