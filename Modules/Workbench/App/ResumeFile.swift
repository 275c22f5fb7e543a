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

    /// A resume file's contents.
    ///
    /// - Parameters:
    ///   - commands: The commands to run again.
    ///   - changedAt: When the change was saved, in seconds since 1970.
    ///   - buildSeconds: How long the build took.
    public init(commands: [String], changedAt: Double, buildSeconds: Double) {
        self.commands = commands
        self.changedAt = changedAt
        self.buildSeconds = buildSeconds
    }

    /// Reads one.
    ///
    /// - Parameter path: The file.
    /// - Returns: Its contents.
    /// - Throws: An error when it cannot be read or is not a resume file.
    public static func read(_ path: String) throws -> ResumeFile {
        try JSONDecoder().decode(ResumeFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
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

/// A resume file that could not be written.
struct ResumeFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write \(path): \(reason)" }
}
