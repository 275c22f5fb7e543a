import Foundation
import Locking

/// The temporary files that replacing a file all at once writes beside it: `.NAME.<UUID>.tmp` next
/// to `NAME`, renamed over it once complete. While one is written it is tracked, so a process that
/// ends through `exit` (the apps end that way on Ctrl-C, from another thread than the one saving)
/// removes it first, and no save makes or renames one after that; one that a kill or a
/// crash left behind is swept by a later ``sweep(beside:olderThan:now:)`` once it is stale, that is
/// once nothing has written to it for ``staleAge`` (another process saving right now keeps writing
/// to its own, so it is kept).
public enum TemporaryFiles {
    /// How long a temporary file must have gone unwritten before a sweep removes it: far longer
    /// than any save takes.
    public static let staleAge: TimeInterval = 15 * 60

    /// The files being written, and whether the process is exiting (then nothing more is made).
    private struct Writes: Sendable {
        var inFlight: Set<String> = []
        var isExiting = false
    }

    private static let writes = Locked(Writes())
    private static let exitCleanup = Locked(false)

    /// A new temporary file's path beside `target`: `.NAME.<UUID>.tmp` in `target`'s folder.
    ///
    /// - Parameter target: The file the temporary file will replace.
    /// - Returns: A path no other save uses.
    public static func path(beside target: URL) -> String {
        target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).\(UUID().uuidString).tmp"
        ).path
    }

    /// Creates the temporary file `path` (write only, not following a link, failing if it exists)
    /// and tracks it: removed if the process exits before ``commit(_:to:)`` or ``finished(_:)``.
    /// Creating and the exit's removal take turns, so no file is made after the exit removed the
    /// others; a thread that would create one while the process exits waits for the exit instead.
    ///
    /// - Parameters:
    ///   - path: A temporary file from ``path(beside:)``.
    ///   - mode: The file's permissions.
    /// - Returns: The file descriptor, or -1 with `errno` set.
    public static func create(_ path: String, mode: mode_t) -> Int32 {
        let install = exitCleanup.withLock { installed in
            defer { installed = true }
            return !installed
        }
        if install { atexit { TemporaryFiles.removeUnfinished() } }
        var failure: Int32 = 0
        let descriptor: Int32? = writes.withLock { writes in
            guard !writes.isExiting else { return nil }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { writes.inFlight.insert(path) } else { failure = errno }
            return descriptor
        }
        guard let descriptor else { waitForExit() }
        errno = failure
        return descriptor
    }

    /// Renames the temporary file `path` over `target` and stops tracking it. While the process
    /// exits, the calling thread waits for the exit instead (the exit removed the file).
    ///
    /// - Parameters:
    ///   - path: A file from ``create(_:mode:)``.
    ///   - target: The file it replaces.
    /// - Returns: `rename`'s result: 0, or -1 with `errno` set.
    public static func commit(_ path: String, to target: String) -> Int32 {
        var failure: Int32 = 0
        let result: Int32? = writes.withLock { writes in
            guard !writes.isExiting else { return nil }
            let result = rename(path, target)
            if result == 0 { writes.inFlight.remove(path) } else { failure = errno }
            return result
        }
        guard let result else { waitForExit() }
        errno = failure
        return result
    }

    /// Stops tracking `path` (renamed, or removed after a failure): exit leaves it alone.
    ///
    /// - Parameter path: A path given to ``create(_:mode:)``.
    public static func finished(_ path: String) {
        writes.withLock { _ = $0.inFlight.remove(path) }
    }

    /// Removes the temporary files still being written, and lets no more be made (at exit).
    static func removeUnfinished() {
        writes.withLock { writes in
            writes.isExiting = true
            for path in writes.inFlight { unlink(path) }
            writes.inFlight.removeAll()
        }
    }

    /// Waits, without end, for the process's exit to finish (a thread that must not touch the
    /// file system once the exit has begun).
    private static func waitForExit() -> Never {
        while true { pause() }
    }

    /// Removes the stale temporary files of `target`'s saves: regular files in its folder named
    /// `.NAME.<UUID>.tmp` for its name `NAME`, the user's own, unwritten for `age` seconds. Nothing
    /// else is touched (not another file's temporaries, nor a link).
    ///
    /// - Parameters:
    ///   - target: The file whose saves left them.
    ///   - age: How long a temporary file must have gone unwritten; ``staleAge`` by default.
    ///   - now: The time now, seconds since 1970.
    /// - Returns: How many were removed.
    @discardableResult
    public static func sweep(
        beside target: URL, olderThan age: TimeInterval = staleAge, now: TimeInterval = Date().timeIntervalSince1970
    ) -> Int {
        let folder = target.deletingLastPathComponent().path
        let prefix = ".\(target.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
            guard UUID(uuidString: String(middle)) != nil else { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
                let modified = FileTimes.modified(path), now - modified >= age
            else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }
}
