import Foundation

/// A file whose modification time is when the last successful build of a workbench began: a
/// source written since then may not be in the build (``PlannedBuild`` builds it again). The
/// generator's first build and each `watch` build that succeeds set it. A failed build leaves it:
/// what it left half made comes from sources written since the stamp, which the next build
/// counts as changed.
enum BuildStamp {
    /// When the last successful build began, in seconds since 1970; nil when none is known.
    static func read(_ path: String) -> Double? {
        PlannedBuild.modified(path)
    }

    /// Records a successful build that began at `start`.
    static func write(_ path: String, buildBeganAt start: Date) {
        let files = FileManager.default
        guard files.createFile(atPath: path, contents: Data()) else { return }
        do {
            try files.setAttributes([.modificationDate: start], ofItemAtPath: path)
        } catch {
            // A stamp of now would hide a source saved during the build: none, and SwiftPM builds next.
            unlink(path)
        }
    }
}
