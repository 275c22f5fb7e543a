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
        for path in SwiftSourceFiles.under(target.directory) where !known.contains(path) {
            if let changed = FileTimes.changed(path), changed > listed { files.append(path) }
        }
        return files
    }
}
