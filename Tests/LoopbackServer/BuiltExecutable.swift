import Foundation

/// An executable of this package, as `swift build` left it: `$VARIABLE` when set, else the one next
/// to the running test executable (so a sanitized build in its own scratch path runs its own
/// binaries), else the debug build under the package's `.build`.
public enum BuiltExecutable {
    /// The executable wasn't found.
    public struct NotBuilt: Error, CustomStringConvertible {
        public let description: String
    }

    /// The URL of the executable `name`; `variable` names the environment variable that overrides it.
    public static func url(named name: String, variable: String, filePath: String = #filePath) throws -> URL {
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        if let running = runningExecutable {
            candidates.append(running.deletingLastPathComponent().appendingPathComponent(name))
        }
        var root = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while root.path != "/",
            !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
        {
            root.deleteLastPathComponent()
        }
        for triple in ["", "x86_64-unknown-linux-gnu/", "aarch64-unknown-linux-gnu/"] {
            candidates.append(root.appendingPathComponent(".build/\(triple)debug/\(name)"))
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw NotBuilt(description: "\(name) is not built under \(root.path)/.build (set \(variable))")
    }

    /// The test executable running now (`/proc/self/exe` on Linux).
    private static var runningExecutable: URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return Bundle.main.executableURL
    }
}
