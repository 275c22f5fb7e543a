import Foundation

/// Which compiler a toolchain holds, as its `swift --version` says it: the line's part from
/// `Swift version` on (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`), the same whether the line
/// starts with the driver's version or not. Modules are reused only from a build made by this
/// compiler (``UserBuildReuse``), and the shared copy's folder is named after it (``SharedBuild``).
struct ToolchainVersion: Equatable, CustomStringConvertible {
    /// `Swift version …` up to the end of its line.
    let description: String

    /// The version in `text` (a `swift --version` output, or SwiftPM's `swift-version-….txt` in a
    /// build folder); nil when it names none.
    init?(parsing text: String) {
        guard let start = text.range(of: "Swift version ") else { return nil }
        let line = text[start.lowerBound...].prefix { $0 != "\n" }
        description = line.trimmingCharacters(in: .whitespaces)
    }

    /// The version of the toolchain whose `swift` is `swift`; throws saying why it cannot tell.
    static func of(_ swift: URL) throws(SharedBuild.Unavailable) -> ToolchainVersion {
        let process = Process()
        process.executableURL = swift
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SharedBuild.Unavailable("cannot run \(swift.path) --version: \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let version = ToolchainVersion(parsing: String(decoding: output, as: UTF8.self))
        else { throw SharedBuild.Unavailable("\(swift.path) --version names no Swift version") }
        return version
    }

    /// The version of the compiler that made the build in `build` (a `.build/<triple>/debug`
    /// folder): SwiftPM writes its `swift -version` into `swift-version-<hash>.txt` there, a file
    /// for each compiler that built in the folder; the newest is the last build's. Nil when there is
    /// none.
    static func ofBuild(in build: URL) -> ToolchainVersion? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: build.path) else { return nil }
        let files = names.filter { $0.hasPrefix("swift-version-") && $0.hasSuffix(".txt") }
            .map { build.appendingPathComponent($0) }
        let newest = files.max { modified($0) < modified($1) }
        guard let newest, let text = try? String(contentsOf: newest, encoding: .utf8), text.utf8.count < 4096 else {
            return nil
        }
        return ToolchainVersion(parsing: text)
    }

    /// When `file` was last written, 0 when it cannot be read.
    private static func modified(_ file: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
