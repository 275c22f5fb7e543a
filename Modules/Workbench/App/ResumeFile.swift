import FileReading
import Foundation

/// What a reloaded workbench brings back, written by the old process and read by the new one
/// (`--resume FILE`): the session's commands since its mount, and when the change was seen, to
/// say how long the reload took.
public struct ResumeFile: Codable, Equatable, Sendable {
    /// The commands that bring the session back: the mount, then each state-changing step.
    public var commands: [String]
    /// When the changed file was saved (its modification time), in seconds since 1970.
    public var changedAt: Double
    /// How long the build took, in seconds.
    public var buildSeconds: Double
    /// Where the old process's share of the time went, part by part (nil from an older workbench).
    public var parts: ReloadParts?
    /// What each step (each command after the mount) waited for when it was taken, which the
    /// replay waits for again (nil from an older workbench: each step then waits for the
    /// component to settle).
    public var waits: [ReplayWait]?

    /// A resume file's contents.
    ///
    /// - Parameters:
    ///   - commands: The commands to run again.
    ///   - changedAt: When the change was saved, in seconds since 1970.
    ///   - buildSeconds: How long the build took.
    ///   - parts: Where the time went up to the hand-over.
    ///   - waits: What each step after the mount waited for.
    public init(
        commands: [String], changedAt: Double, buildSeconds: Double, parts: ReloadParts? = nil,
        waits: [ReplayWait]? = nil
    ) {
        self.commands = commands
        self.changedAt = changedAt
        self.buildSeconds = buildSeconds
        self.parts = parts
        self.waits = waits
    }

    /// The largest resume file read: 16 MiB, as a script.
    public static let maximumSize = 16 * 1024 * 1024

    /// Reads one: a regular file of the user's own that no one else may read or write (as
    /// ``write()`` makes it), at most ``maximumSize`` long, holding a resume file.
    ///
    /// - Parameter path: The file.
    /// - Returns: Its contents.
    /// - Throws: ``ReadError`` saying in one line why the file was not read (`cannot resume from PATH: …`).
    public static func read(_ path: String) throws(ReadError) -> ResumeFile {
        let file: RegularFile
        do {
            file = try RegularFile.read(path, limit: maximumSize, privateToUser: true)
        } catch {
            throw ReadError(description: "cannot resume from \(path): \(error)")
        }
        guard file.permissions & 0o077 == 0 else {
            throw ReadError(
                description: "cannot resume from \(path): others may read it "
                    + "(mode \(String(file.permissions & 0o777, radix: 8)))")
        }
        guard let resume = try? JSONDecoder().decode(ResumeFile.self, from: file.data) else {
            throw ReadError(description: "cannot resume from \(path): it is not a resume file")
        }
        return resume
    }

    /// Writes it to a new private temporary file (0600 from the start: it may hold what `use` was
    /// given, a token in a URL say).
    ///
    /// - Returns: The file's path.
    /// - Throws: An error when it cannot be written.
    public func write() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbench-resume-\(UUID().uuidString).json"
        ).path
        let data = try JSONEncoder().encode(self)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ResumeFileError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else {
            unlink(path)
            throw ResumeFileError(path: path, reason: "it could not be written whole")
        }
        return path
    }
}

extension ResumeFile {
    /// Why a resume file was not read, in one line: `cannot resume from PATH: …`.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        /// The line.
        public let description: String

        /// An error saying `description`.
        ///
        /// - Parameter description: The line.
        public init(description: String) {
            self.description = description
        }
    }
}

/// A resume file that could not be written.
struct ResumeFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write \(path): \(reason)" }
}
