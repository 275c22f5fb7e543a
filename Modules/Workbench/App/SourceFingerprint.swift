import FileReading
import Foundation

/// The `.swift` files under some folders, each with its modification time and size: two
/// fingerprints differ when a file was added, removed or saved.
struct SourceFingerprint: Equatable, Sendable {
    private var files: [String: [Double]] = [:]

    /// The latest modification time, in seconds since 1970.
    var latestChange: Double { files.values.map { $0[0] }.max() ?? Date().timeIntervalSince1970 }

    /// The fingerprint of `folders`, taken off the main actor.
    static func taking(of folders: [String]) async -> SourceFingerprint {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: take(of: folders)) }
        }
    }

    /// The fingerprint of `folders` now (hidden folders and `.build` are skipped).
    static func take(of folders: [String]) -> SourceFingerprint {
        var fingerprint = SourceFingerprint()
        let manager = FileManager.default
        for path in folders.flatMap(SwiftSourceFiles.under) {
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                let date = attributes[.modificationDate] as? Date
            else { continue }
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
            fingerprint.files[path] = [date.timeIntervalSince1970, size]
        }
        return fingerprint
    }
}
