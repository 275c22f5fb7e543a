import Foundation

/// The Swift language mode of each target of a package, as its description says: a target's own
/// `.swiftLanguageMode` setting (one that applies on Linux), else the newest of the package's
/// `swiftLanguageModes` (as SwiftPM picks), else the tools version's (6 from tools 6.0 on, else
/// 5). A workbench compiles each target in the mode its own package does.
public struct LanguageModes: Sendable, Equatable {
    private var packageMode: Int
    private var targetModes: [String: Int]

    /// The modes in the package description at `packageDump` (`swift package dump-package`'s JSON).
    ///
    /// - Parameter packageDump: The description's file.
    /// - Throws: An error when the file cannot be read or is not such a description.
    public init(packageDump: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageDump))
        guard let package = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw LanguageModesError(path: packageDump)
        }
        let declared = (package["swiftLanguageVersions"] as? [String] ?? package["swiftLanguageModes"] as? [String])?
            .compactMap(Self.major)
        if let newest = declared?.max() {
            packageMode = newest
        } else {
            let tools = (package["toolsVersion"] as? [String: Any])?["_version"] as? String
            packageMode = tools.flatMap(Self.major).map { $0 >= 6 ? 6 : 5 } ?? 5
        }
        targetModes = [:]
        for target in package["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            for setting in target["settings"] as? [[String: Any]] ?? [] where Self.appliesOnLinux(setting) {
                guard setting["tool"] as? String == "swift",
                    let mode = ((setting["kind"] as? [String: Any])?["swiftLanguageMode"] as? [String: Any])?["_0"]
                        as? String
                else { continue }
                targetModes[name] = Self.major(mode)
            }
        }
    }

    /// The major version of `5`, `4.2`, `6.0.0`; a mode below 5 counts as 5 (the oldest a workbench builds).
    private static func major(_ version: String) -> Int? {
        version.split(separator: ".").first.flatMap { Int($0) }.map { max($0, 5) }
    }

    /// True for a setting with no condition, or one whose platforms include Linux.
    private static func appliesOnLinux(_ setting: [String: Any]) -> Bool {
        guard let condition = setting["condition"] as? [String: Any],
            let platforms = condition["platformNames"] as? [String], !platforms.isEmpty
        else { return true }
        return platforms.contains("linux")
    }

    /// Every target in `mode`.
    ///
    /// - Parameter mode: 5 or 6.
    public init(all mode: Int) {
        packageMode = mode
        targetModes = [:]
    }

    /// The mode of the target named `target`: 5 or 6.
    ///
    /// - Parameter target: A target's name.
    /// - Returns: Its language mode's major version.
    public func mode(of target: String) -> Int {
        targetModes[target] ?? packageMode
    }
}

/// A file that is not a package description.
struct LanguageModesError: Error, CustomStringConvertible {
    let path: String
    var description: String { "\(path) is not a package description (swift package dump-package)" }
}
