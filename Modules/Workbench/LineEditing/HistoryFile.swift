import FileReading
import Foundation

/// Where the REPL keeps its history, one per app (see ``path(app:environment:)``): for `movies`,
/// `$MOVIES_HISTORY`, else `$XDG_STATE_HOME/movies/history`, else `~/.local/state/movies/history`.
///
/// The history is a private regular file (0600; its folder is made 0700 when the REPL creates
/// it). A path that is a symbolic link, a FIFO, a directory or any other non-regular file is
/// refused, and nothing but the history file itself is ever changed (never a link's target). Each
/// save writes a private temporary file next to it, checking every write, and renames it over
/// the history, so a crash or a full disk leaves the previous history whole.
public enum HistoryFile {
    /// Why the history cannot be kept, or could not be saved. Each reads as one line.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The path exists and is not a regular file (`kind`: "a symbolic link", "a FIFO", …).
        case notARegularFile(path: String, kind: String)
        /// The file or its folder cannot be created or opened (`reason`: the system's).
        case unavailable(path: String, reason: String)
        /// A save failed (`reason`: the system's); the previous history is as it was.
        case notSaved(path: String, reason: String)

        public var description: String {
            switch self {
            case .notARegularFile(let path, let kind): "\(path) is \(kind), not a history file"
            case .unavailable(let path, let reason): "\(path) cannot be used: \(reason)"
            case .notSaved(let path, let reason): "\(path) could not be saved: \(reason)"
            }
        }
    }

    /// The history path of the app named `app` for `environment`: `$APP_HISTORY` (the name in
    /// capitals, other characters than letters and digits as `_`: `MOVIES_HISTORY`), else
    /// `$XDG_STATE_HOME/APP/history`, else `~/.local/state/APP/history`.
    ///
    /// - Parameters:
    ///   - app: The app's name, e.g. `movies`; each app keeps its own history.
    ///   - environment: The variables to read (`APP_HISTORY`, `XDG_STATE_HOME`, `HOME`); the process's by default.
    /// - Returns: The path of the history file; it may not exist yet (see ``prepare(_:)``).
    public static func path(app: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        if let explicit = environment[variable(app: app)], !explicit.isEmpty { return explicit }
        let folder = app.isEmpty || app.hasPrefix(".") || app.contains("/") ? "workbench" : app
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/\(folder)/history" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/state/\(folder)/history"
    }

    /// The variable that names the history file of the app named `app`: `MOVIES_HISTORY` for `movies`.
    ///
    /// - Parameter app: The app's name.
    /// - Returns: The variable's name.
    public static func variable(app: String) -> String {
        let letters = app.uppercased().unicodeScalars.map { scalar -> String in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) ? String(scalar) : "_"
        }
        return letters.joined() + "_HISTORY"
    }

    /// Makes sure `path` is a private (0600) regular file, creating it (and its folder, 0700) when
    /// it does not exist; throws, changing nothing, when the path is anything but a regular file
    /// or cannot be created or opened.
    ///
    /// - Parameter path: The history file's path, as ``path(app:environment:)`` gives it.
    /// - Throws: ``Problem/notARegularFile(path:kind:)`` when `path` is a link, FIFO, directory or the like;
    ///   ``Problem/unavailable(path:reason:)`` when it or its folder cannot be created, opened or made private.
    public static func prepare(_ path: String) throws(Problem) {
        try makeFolder((path as NSString).deletingLastPathComponent)
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { throw .unavailable(path: path, reason: Self.systemReason()) }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw .unavailable(path: path, reason: Self.systemReason()) }
            close(descriptor)
            return
        }
        if let kind = Self.kind(of: status) { throw .notARegularFile(path: path, kind: kind) }
        // Opened without following a link and without waiting on a FIFO, then checked again, so
        // what is made private is the file that was checked.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unavailable(path: path, reason: Self.systemReason()) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .unavailable(path: path, reason: Self.systemReason()) }
        if let kind = Self.kind(of: status) { throw .notARegularFile(path: path, kind: kind) }
        guard status.st_mode & 0o777 == 0o600 || fchmod(descriptor, 0o600) == 0 else {
            throw .unavailable(path: path, reason: Self.systemReason())
        }
    }

    /// Saves the history to `path` through `write`, which writes the whole history to the stream
    /// it is given and says whether it could: into a private (0600) temporary file next to `path`,
    /// flushed and synced with every step checked, then renamed over `path`. Throws, leaving
    /// `path` as it was and no temporary file behind, when any step fails (a full disk, say).
    ///
    /// - Parameters:
    ///   - path: The history file to replace.
    ///   - write: Writes the whole history to the stream it is given; returns false when it could not.
    /// - Throws: ``Problem/notSaved(path:reason:)`` with the system's reason when any step fails.
    public static func save(to path: String, _ write: (UnsafeMutablePointer<FILE>) -> Bool) throws(Problem) {
        let url = URL(fileURLWithPath: path)
        TemporaryFiles.sweep(beside: url)
        let temporary = TemporaryFiles.path(beside: url)
        defer { TemporaryFiles.finished(temporary) }
        let descriptor = TemporaryFiles.create(temporary, mode: 0o600)
        guard descriptor >= 0 else { throw .notSaved(path: path, reason: Self.systemReason()) }
        guard let stream = fdopen(descriptor, "w") else {
            let reason = Self.systemReason()
            close(descriptor)
            unlink(temporary)
            throw .notSaved(path: path, reason: reason)
        }
        // The first step that fails gives the reason; the stream is closed whatever happens.
        var failure: Int32 = 0
        func check(_ succeeded: Bool) {
            if !succeeded, failure == 0 { failure = errno != 0 ? errno : EIO }
        }
        errno = 0
        check(write(stream))
        check(fflush(stream) == 0 && ferror(stream) == 0)
        if failure == 0 { check(fsync(descriptor) == 0) }
        check(fclose(stream) == 0)
        if failure == 0 { check(TemporaryFiles.commit(temporary, to: path) == 0) }
        guard failure == 0 else {
            unlink(temporary)
            throw .notSaved(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Creates `folder` and the folders above it that are missing, each 0700.
    private static func makeFolder(_ folder: String) throws(Problem) {
        var status = stat()
        guard !folder.isEmpty, stat(folder, &status) != 0 else { return }
        let parent = (folder as NSString).deletingLastPathComponent
        if parent != folder { try makeFolder(parent) }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
            throw .unavailable(path: folder, reason: systemReason())
        }
    }

    /// What a non-regular file is, for messages; nil for a regular file.
    private static func kind(of status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }

    static func systemReason() -> String {
        String(cString: strerror(errno))
    }

}
