import Foundation
import Locking

/// The temporary files that replacing a file all at once writes beside it: `.NAME.<UUID>.tmp` next
/// to `NAME`, renamed over it once complete. While one is written it is tracked, so a process that
/// ends through `exit` (the apps end that way on Ctrl-C) removes it first; one that a kill or a
/// crash left behind is swept by a later ``sweep(beside:olderThan:now:)`` once it is stale, that is
/// once nothing has written to it for ``staleAge`` (another process saving right now keeps writing
/// to its own, so it is kept).
public enum TemporaryFiles {
    /// How long a temporary file must have gone unwritten before a sweep removes it: far longer
    /// than any save takes.
    public static let staleAge: TimeInterval = 15 * 60

    private static let inFlight = Locked(Set<String>())
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

    /// Notes that `path` is being written: removed if the process exits before ``finished(_:)``.
    ///
    /// - Parameter path: A temporary file from ``path(beside:)``, about to be created.
    public static func started(_ path: String) {
        let install = exitCleanup.withLock { installed in
            defer { installed = true }
            return !installed
        }
        if install { atexit { TemporaryFiles.removeUnfinished() } }
        inFlight.withLock { _ = $0.insert(path) }
    }

    /// Notes that `path` was renamed over its target or removed: exit leaves it alone.
    ///
    /// - Parameter path: A path given to ``started(_:)``.
    public static func finished(_ path: String) {
        inFlight.withLock { _ = $0.remove(path) }
    }

    /// Removes the temporary files still being written (at exit).
    static func removeUnfinished() {
        for path in inFlight.withLock({ $0 }) { unlink(path) }
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
