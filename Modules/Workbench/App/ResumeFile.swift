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

    /// Writes it to a new private temporary file.
    ///
    /// - Returns: The file's path.
    /// - Throws: An error when it cannot be written.
    public func write() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbench-resume-\(UUID().uuidString).json")
        try JSONEncoder().encode(self).write(to: path, options: [.atomic])
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path.path)
        return path.path
    }
}
