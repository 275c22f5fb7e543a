import Foundation

/// A new, empty directory under the system's temporary directory. Call `remove()` when done
/// (typically `defer { directory.remove() }`).
public struct TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appending(path: "tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `name` inside this directory.
    public func file(_ name: String) -> URL {
        url.appending(path: name)
    }

    /// Deletes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
