import FileReading

/// The Swift files of the packages a generated workbench depends on by path, as one short line
/// for its manifest. SwiftPM plans a build again when the root package's manifest or target
/// folders change, not when a file comes or goes in a package it depends on by path: its next
/// build would look for a file that is gone, or leave out a new one (`cannot find 'X' in scope`).
/// The line changes with the set of files, so the manifest does, and SwiftPM plans again.
enum DependencySourcesFingerprint {
    /// `N Swift files, FNV-1a HASH`, for the `.swift` files under `folders` (hidden folders left out).
    static func of(_ folders: [String]) -> String {
        let paths = folders.flatMap { SwiftSourceFiles.under($0) }.sorted()
        return "\(paths.count) Swift files, FNV-1a \(FNV1a.hash(paths.joined(separator: "\n")))"
    }
}
