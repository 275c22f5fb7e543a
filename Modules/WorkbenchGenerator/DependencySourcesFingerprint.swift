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
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in paths.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "\(paths.count) Swift files, FNV-1a \(String(hash, radix: 16))"
    }
}
