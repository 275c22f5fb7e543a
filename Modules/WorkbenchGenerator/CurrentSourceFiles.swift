import FileReading
import Foundation

/// A target's Swift files as they are now, for `watch`'s runs of the generator: the files the
/// plugin listed that are still there, and the files made in (or moved into) the target's folder
/// since the plugin listed them, so previews in a file added while watching are found. A file the
/// list leaves out that is older than the list is one the package leaves out (`exclude:`).
enum CurrentSourceFiles {
    /// The files of `target`, whose list was written at `listed` (seconds since 1970; nil: the list as it is).
    static func of(_ target: WorkbenchPackageSpec.TargetSpec, listedAt listed: Double?) -> [String] {
        guard let listed else { return target.sourceFiles }
        let known = Set(target.sourceFiles)
        var files = target.sourceFiles.filter { FileTimes.modified($0) != nil }
        let folder = target.directory.hasSuffix("/") ? String(target.directory.dropLast()) : target.directory
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            let path = folder + "/" + relative
            guard relative.hasSuffix(".swift"), !known.contains(path) else { continue }
            if let changed = FileTimes.changed(path), changed > listed { files.append(path) }
        }
        return files
    }
}
