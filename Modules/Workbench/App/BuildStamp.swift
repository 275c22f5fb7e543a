import Foundation

/// When the last successful build of a workbench began and ended, kept in a file as two numbers
/// of seconds since 1970 (`began ended`), which the generator's first build writes too. A source
/// written since the build began may not be in it, and a file a build makes that is newer than
/// its end was made by a later build that failed: ``PlannedBuild`` counts both as changed. A
/// failed build leaves the stamp as it was.
struct BuildStamp: Equatable, Sendable {
    /// When the build began, in seconds since 1970.
    var began: Double
    /// When it ended.
    var ended: Double

    /// The stamp in the file at `path`; nil when there is none or it is not one.
    static func read(_ path: String) -> BuildStamp? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.utf8.count < 100 else { return nil }
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 2, numbers[0] <= numbers[1] else { return nil }
        return BuildStamp(began: numbers[0], ended: numbers[1])
    }

    /// Records this stamp at `path`; on failure there is none (the next build is then SwiftPM's).
    func write(_ path: String) {
        do {
            try "\(began) \(ended)\n".write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            unlink(path)
        }
    }
}
