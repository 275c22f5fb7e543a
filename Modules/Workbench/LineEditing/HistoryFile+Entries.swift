import FileReading
import Foundation

extension HistoryFile {
    /// The longest entry kept: a command line's cap (``CommandParser/maximumLineLength``); a longer
    /// line was refused, so it is not worth recalling.
    public static let maximumEntrySize = CommandParser.maximumLineLength
    /// The most a history file holds: past it, the file is written again with its newest entries
    /// (up to half of it), so it never grows without bound and is read at start in bounded time.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// The entries of a history file, oldest first.
    public struct Entries: Equatable, Sendable {
        /// The entries kept.
        public var entries: [String]
        /// How many were left out for being longer than ``maximumEntrySize``.
        public var leftOut: Int
    }

    /// Prepares and loads the history at `path` for a line editor (see ``prepare(_:)`` and
    /// ``load(_:)``), saying to `warnings`, under the app's name, why it cannot be kept (then nil:
    /// the session runs without saved history) or how many entries were left out.
    ///
    /// - Parameters:
    ///   - path: The history file.
    ///   - appName: The app's name, before what it says (`shelf: PATH is a directory, …`).
    ///   - warnings: Where it says it (standard error, in the app).
    /// - Returns: The entries, oldest first, or nil when the history cannot be kept.
    static func openForEditor(_ path: String, appName: String, warnings: TerminalSink) -> Entries? {
        do {
            try prepare(path)
            let loaded = try load(path)
            if loaded.leftOut > 0 {
                let entries = loaded.leftOut == 1 ? "1 entry" : "\(loaded.leftOut) entries"
                let was = loaded.leftOut == 1 ? "was" : "were"
                warnings.write(
                    TerminalText(
                        "\(appName): \(path): \(entries) longer than \(maximumEntrySize) bytes \(was) left out"),
                    to: .error)
            }
            return loaded
        } catch {
            warnings.write(TerminalText("\(appName): \(error); running without saved history"), to: .error)
            return nil
        }
    }

    /// The entries of the history at `path`: at most the newest ``maximumFileSize`` bytes of it
    /// are read; an entry longer than ``maximumEntrySize`` is left out (and counted).
    ///
    /// - Parameter path: The history file (see ``prepare(_:)``).
    /// - Returns: Its entries, oldest first; none when the file does not exist.
    /// - Throws: ``Problem/unavailable(path:reason:)`` when it cannot be read.
    public static func load(_ path: String) throws(Problem) -> Entries {
        let data: Data
        do {
            data = try RegularFile.read(path, limit: maximumFileSize, keepingTheEnd: true).data
        } catch .notFound {
            return Entries(entries: [], leftOut: 0)
        } catch {
            throw .unavailable(path: path, reason: error.description)
        }
        var lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        // Read from the middle of a longer file: its first line may be cut.
        if data.count == maximumFileSize, !lines.isEmpty { lines.removeFirst() }
        var result = Entries(entries: [], leftOut: 0)
        for line in lines where !line.elementsEqual(HistoryEncoding.header.utf8) {
            let entry = HistoryEncoding.decode(line)
            if entry.utf8.count > maximumEntrySize {
                result.leftOut += 1
            } else {
                result.entries.append(entry)
            }
        }
        return result
    }

    /// Adds `entry` at the end of the history at `path`, in one write, leaving what is there (what
    /// other sessions added included) as it is; when the file has grown past ``maximumFileSize``
    /// it is written again with its newest entries. Writers take turns (a lock on the file). An
    /// entry longer than ``maximumEntrySize`` is not added.
    ///
    /// - Parameters:
    ///   - entry: The command line.
    ///   - path: The history file (see ``prepare(_:)``).
    /// - Throws: ``Problem/notSaved(path:reason:)`` when the write fails; the file is then as it was.
    public static func append(_ entry: String, to path: String) throws(Problem) {
        guard entry.utf8.count <= maximumEntrySize else { return }
        // Another session may replace the file (compacting it) while this one waits for the lock:
        // then the lock is taken again, on the file now at the path.
        for _ in 0..<3 {
            let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw .notSaved(path: path, reason: systemReason()) }
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw .notSaved(path: path, reason: systemReason()) }
            }
            var opened = stat()
            var current = stat()
            guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
                throw .notSaved(path: path, reason: "it is no longer a regular file")
            }
            guard lstat(path, &current) == 0, current.st_ino == opened.st_ino, current.st_dev == opened.st_dev else {
                continue
            }
            let size = Int(opened.st_size)
            var line = size == 0 ? Array((HistoryEncoding.header + "\n").utf8) : []
            line += HistoryEncoding.encode(entry) + [UInt8(ascii: "\n")]
            if let failure = writeAll(line, to: descriptor) {
                // The previous history stays whole: what this write added is cut off again.
                _ = ftruncate(descriptor, off_t(size))
                throw .notSaved(path: path, reason: String(cString: strerror(failure)))
            }
            _ = fsync(descriptor)
            if size + line.count > maximumFileSize { try compact(path) }
            return
        }
        throw .notSaved(path: path, reason: "another session kept replacing it")
    }

    /// Writes the history at `path` again with its newest entries, up to half of ``maximumFileSize``
    /// (called with the file locked).
    private static func compact(_ path: String) throws(Problem) {
        let entries = try load(path).entries
        var kept: [[UInt8]] = []
        var bytes = HistoryEncoding.header.utf8.count + 1
        for entry in entries.reversed() {
            let line = HistoryEncoding.encode(entry)
            guard bytes + line.count + 1 <= maximumFileSize / 2 else { break }
            bytes += line.count + 1
            kept.append(line)
        }
        try save(to: path) { file in
            var text = Array((HistoryEncoding.header + "\n").utf8)
            for line in kept.reversed() { text += line + [UInt8(ascii: "\n")] }
            return fwrite(text, 1, text.count, file) == text.count
        }
    }

    /// Writes all of `bytes`; the `errno` of the write that failed, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno != EINTR {
                return errno
            } else if written == 0 {
                return EIO
            }
        }
        return nil
    }
}
