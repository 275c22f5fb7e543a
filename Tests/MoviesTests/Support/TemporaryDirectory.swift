import Foundation

/// A new, empty directory under the system's temporary directory. Call `remove()` when done
/// (typically `defer { directory.remove() }`).
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appending(path: "MoviesTests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `name` inside this directory.
    func file(_ name: String) -> URL {
        url.appending(path: name)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
