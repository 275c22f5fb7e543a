import FileReading
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents all at once: writes a uniquely named, private (0600) temporary file
/// next to it, flushes it to disk, then renames it over the target (an atomic step on POSIX file
/// systems), so the file is private whatever it was before.
/// Readers see the old file or the new one, never a mix; the temporary file is removed on failure,
/// and at exit when the process ends mid-save (see `TemporaryFiles`, which also sweeps the ones a
/// kill left behind).
enum AtomicFileWriter {
    /// A failed system call and its `errno`.
    struct Failure: Error, CustomStringConvertible {
        let operation: String
        let code: Int32

        var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
    }

    static func replaceContents(of fileURL: URL, with data: Data) throws(Failure) {
        let directory = fileURL.deletingLastPathComponent()
        let temporary = TemporaryFiles.path(beside: fileURL)
        defer { TemporaryFiles.finished(temporary) }
        do throws(Failure) {
            try writeAndSync(data, to: temporary)
            guard TemporaryFiles.commit(temporary, to: fileURL.path) == 0 else {
                throw Failure(operation: "rename", code: errno)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory(directory.path)
    }

    private static func writeAndSync(_ data: Data, to path: String) throws(Failure) {
        let descriptor = TemporaryFiles.create(path, mode: 0o600)
        guard descriptor >= 0 else { throw Failure(operation: "open", code: errno) }
        defer { close(descriptor) }
        let failure: Failure? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return Failure(operation: "write", code: errno)
                }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
        guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync", code: errno) }
    }

    /// Makes the rename itself durable; best effort, since not every file system allows it.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
