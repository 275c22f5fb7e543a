import Foundation

/// A regular file read whole, with a cap: what the app reads from a path it was given (a script, a
/// snapshot, a movie file, the cache, a history, a resume file). The path is opened without
/// waiting (a FIFO or a device never holds the read), a symbolic link is followed, and what was
/// opened must be a regular file, checked on the open descriptor so nothing can be swapped in
/// between. At most `limit` bytes are read, so a huge file costs no more memory than the cap.
public struct RegularFile: Sendable {
    /// The file's bytes.
    public let data: Data
    /// Its owner's user id.
    public let owner: uid_t
    /// Its permission bits (`0o600`, say).
    public let permissions: mode_t

    /// Why a file could not be read. Each reads as one line, after the path (`it is a FIFO, not a
    /// regular file`).
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing is at the path (nor at the end of its links).
        case notFound
        /// The path is a directory.
        case isDirectory
        /// The path is something other than a regular file or a directory: `kind` is "a FIFO",
        /// "a device", "a socket".
        case notARegularFile(kind: String)
        /// The file is larger than the cap (`size` bytes; at least that many when it grew while read).
        case tooLarge(size: Int, limit: Int)
        /// It is not the user's own, or others may write to it.
        case notPrivate(reason: String)
        /// The system refused (`reason`: its words, "Permission denied").
        case unreadable(reason: String)

        public var description: String {
            switch self {
            case .notFound: "it does not exist"
            case .isDirectory: "it is a directory"
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes; the limit is \(RegularFile.describe(limit))"
            case .notPrivate(let reason): reason
            case .unreadable(let reason): reason
            }
        }
    }

    /// Reads the regular file at `path`, following symbolic links.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The most bytes to read; a larger file is refused without being read.
    ///   - privateToUser: When true, the file must belong to this process's user and be writable by no one
    ///     else (no group or other write bit).
    ///   - keepingTheEnd: When true, a file larger than `limit` is not refused: its last `limit` bytes are
    ///     read (the newest lines of a log or a history).
    /// - Returns: The file's bytes, owner and permissions.
    /// - Throws: ``Failure`` saying why it could not be read.
    public static func read(_ path: String, limit: Int, privateToUser: Bool = false, keepingTheEnd: Bool = false)
        throws(Failure) -> RegularFile
    {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        if privateToUser {
            if status.st_uid != geteuid() {
                throw .notPrivate(reason: "it belongs to another user (uid \(status.st_uid))")
            }
            if status.st_mode & 0o022 != 0 {
                throw .notPrivate(
                    reason: "others may write to it (mode \(String(status.st_mode & 0o777, radix: 8)))")
            }
        }
        let size = Int(status.st_size)
        if size > limit {
            guard keepingTheEnd, lseek(descriptor, off_t(size - limit), SEEK_SET) >= 0 else {
                throw .tooLarge(size: size, limit: limit)
            }
        }
        var bytes = [UInt8](repeating: 0, count: min(limit, size) + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if read == 0 { break }
            count += read
            // It grew while read: read on to the cap, and one byte more to know.
            if count == bytes.count, count <= limit {
                bytes += [UInt8](repeating: 0, count: min(limit + 1, count * 2) - count)
            }
        }
        if count > limit, !keepingTheEnd { throw .tooLarge(size: count, limit: limit) }
        return RegularFile(
            data: Data(bytes[max(0, count - limit)..<count]), owner: status.st_uid,
            permissions: status.st_mode & 0o7777)
    }

    /// Opens the regular file at `path` for reading, following symbolic links, as ``read(_:limit:privateToUser:keepingTheEnd:)``
    /// does (a FIFO or a device is refused without waiting on it), for a reader that reads it bit by
    /// bit (a script read a line at a time).
    ///
    /// - Parameter path: The file's path.
    /// - Returns: A descriptor open for reading on the regular file; the caller closes it.
    /// - Throws: ``Failure`` saying why it could not be opened.
    public static func open(_ path: String) throws(Failure) -> Int32 {
        // Checked before opening (opening a device can do things) and again on what was opened.
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(errno) }
        try requireRegular(status)
        let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(errno) }
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        do {
            try requireRegular(status)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// ``read(_:limit:privateToUser:)`` on a thread of its own, so that a slow disk never holds one of
    /// the few threads Swift concurrency shares.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The most bytes to read.
    ///   - privateToUser: Whether the file must be the user's own and writable by no one else.
    /// - Returns: The file's bytes, owner and permissions.
    /// - Throws: ``Failure`` saying why it could not be read.
    public static func readOffThePool(_ path: String, limit: Int, privateToUser: Bool = false) async throws(Failure)
        -> RegularFile
    {
        try await BlockingFileWork.run { () throws(Failure) in
            try read(path, limit: limit, privateToUser: privateToUser)
        }
    }

    private static func requireRegular(_ status: stat) throws(Failure) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isDirectory
        default: throw .notARegularFile(kind: kind(of: status.st_mode))
        }
    }

    /// What a file of mode `mode` is, for messages: "a FIFO", "a device", "a socket".
    ///
    /// - Parameter mode: A `stat` mode.
    /// - Returns: The kind of file, with its article.
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }

    /// `64 MiB` for 64 × 2^20, `300 bytes` for 300.
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    private static func failure(_ code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case ELOOP: .unreadable(reason: "it is a loop of symbolic links")
        case ENXIO: .notARegularFile(kind: "a socket or a FIFO with no writer")
        default: .unreadable(reason: String(cString: strerror(code)))
        }
    }
}
