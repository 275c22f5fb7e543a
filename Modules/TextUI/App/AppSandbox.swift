import Foundation

/// What an iOS app finds in its sandbox when it launches: its Documents folder exists (apps copy
/// files there at launch and read them back without creating it). On Linux the user's documents
/// folder (`~/Documents`) may be missing, so ``App/main()`` creates it first.
package enum AppSandbox {
    /// Creates the user's documents folder when it is missing; says in one line on standard error
    /// when it cannot (the app then finds it missing, as it would).
    package static func prepare() {
        guard let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first else {
            return
        }
        if let problem = makeFolder(at: documents) {
            try? FileHandle.standardError.write(contentsOf: Data("App: \(problem)\n".utf8))
        }
    }

    /// Creates the folder at `url` (and its parents) unless it exists.
    ///
    /// - Returns: Why it could not, or nil.
    package static func makeFolder(at url: URL) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            return isFolder.boolValue ? nil : "\(url.path) is a file, not the documents folder"
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return nil
        } catch {
            return "cannot create the documents folder \(url.path): \(error.localizedDescription)"
        }
    }
}
