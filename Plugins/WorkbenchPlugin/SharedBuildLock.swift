import Foundation

/// A run's lock on the shared copy (``SharedBuild``): shared while the run reads the copy (checks
/// it, and the generated package's build imports and links it), exclusive while it builds it, so
/// that no run links objects another is writing. The kernel's `flock`, released when the plugin
/// ends however it ends.
final class SharedBuildLock {
    /// The open lock file.
    private let descriptor: Int32
    /// The file, for messages.
    private let path: String

    /// Opens (creating it) the lock file at `file`, not locked yet; throws saying why it cannot.
    init(file: URL) throws(SharedBuild.Unavailable) {
        path = file.path
        descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SharedBuild.Unavailable("cannot open \(file.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Takes the lock, shared or exclusive (turning one held into the other), saying so when
    /// another run holds it and this one waits; throws when it cannot be taken.
    func lock(exclusive: Bool) throws(SharedBuild.Unavailable) {
        let operation = exclusive ? LOCK_EX : LOCK_SH
        if flock(descriptor, operation | LOCK_NB) == 0 { return }
        WorkbenchPlugin.say("waiting for another workbench run that is using the shared copy (\(path))…")
        while flock(descriptor, operation) != 0 {
            guard errno == EINTR else {
                throw SharedBuild.Unavailable("cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Releases the lock.
    func unlock() {
        flock(descriptor, LOCK_UN)
    }
}
