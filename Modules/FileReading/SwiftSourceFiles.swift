import Foundation

/// The `.swift` files under a folder and its subfolders, hidden files and folders (`.build`,
/// `.git`) left out: the sources a watcher looks at and a generator scans.
public enum SwiftSourceFiles {
    /// The paths of the `.swift` files under `folder` (each `folder/relative/path.swift`); none
    /// when the folder cannot be read.
    public static func under(_ folder: String) -> [String] {
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { paths.append(folder + "/" + relative) }
        }
        return paths
    }
}
