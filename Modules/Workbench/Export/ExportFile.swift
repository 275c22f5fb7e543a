import FileReading
import Foundation

/// Writes an exported test to its file: never over an existing file unless asked (and then whole
/// or not at all: a temporary file next to it, renamed over it), never over anything but a regular
/// file or a link, with one plain line when it cannot ("it is a directory", "it is a FIFO, not a
/// regular file", "No such file or directory", …).
enum ExportFile {
    /// Writes `text` to `path`; an existing file is replaced only when `replacing`. What is at
    /// `path` is replaced only when it is a regular file or a symbolic link (the link itself, never
    /// what it reaches) that does not reach a directory, a device, a FIFO or a socket.
    static func write(_ text: String, to path: String, replacing: Bool) throws(WorkbenchError) {
        var entry = stat()
        if lstat(path, &entry) == 0 {
            // What the path reaches, through a link: a dangling link reaches nothing.
            var reached = entry
            let dangling = entry.st_mode & S_IFMT == S_IFLNK && stat(path, &reached) != 0
            let kind = reached.st_mode & S_IFMT
            if kind == S_IFDIR, !dangling { throw .fileError("cannot write \(path): it is a directory") }
            if kind != S_IFREG, !dangling {
                let what = RegularFile.kind(of: reached.st_mode)
                throw .fileError("cannot write \(path): it is \(what), not a regular file")
            }
            if !replacing {
                let written = ArgumentText.written(path)
                throw .fileError("\(path) exists; export test --force \(written) replaces it")
            }
        }
        let bytes = Array(text.utf8)
        guard replacing else {
            // Created only if absent, so a file that appeared meanwhile is not replaced either.
            try create(path, with: bytes, reportingAs: path, isTemporary: false)
            return
        }
        let url = URL(fileURLWithPath: path)
        TemporaryFiles.sweep(beside: url)
        let temporary = TemporaryFiles.path(beside: url)
        defer { TemporaryFiles.finished(temporary) }
        try create(temporary, with: bytes, reportingAs: path, isTemporary: true)
        guard TemporaryFiles.commit(temporary, to: path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .fileError("cannot write \(path): \(reason)")
        }
    }

    /// Creates `file`, which must not exist, with `bytes` (0644); on failure removes what it
    /// created and throws a line about `shownPath`. A temporary file is made through
    /// ``TemporaryFiles``, which removes it if the process exits first.
    private static func create(
        _ file: String, with bytes: [UInt8], reportingAs shownPath: String, isTemporary: Bool
    ) throws(WorkbenchError) {
        let descriptor =
            isTemporary
            ? TemporaryFiles.create(file, mode: 0o644) : open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST ? "it exists" : String(cString: strerror(errno))
            throw .fileError("cannot write \(shownPath): \(reason)")
        }
        var offset = 0
        var failure: Int32 = 0
        while offset < bytes.count, failure == 0 {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 {
                offset += count
            } else if errno != EINTR {
                failure = errno
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(file)
            throw .fileError("cannot write \(shownPath): \(String(cString: strerror(failure)))")
        }
    }
}
