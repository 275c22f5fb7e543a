import Foundation
import Testing
import WorkbenchGenerator

/// The generator's edge cases: a target named with a hyphen, a package in Swift 5 mode, a file
/// that starts with a byte order mark, and a type named with backticks.
@Suite struct GeneratorEdgeCaseTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func spec(_ name: String, _ directory: String, files: [String], packageDump: String? = nil)
        -> WorkbenchPackageSpec
    {
        var spec = WorkbenchPackageSpec(
            target: .init(name: name, directory: directory, sourceFiles: files, dependencies: []), localTargets: [],
            packages: [], workbenchPackage: "moviesworkbench", languageMode: 6)
        spec.packageDump = packageDump
        return spec
    }

    @Test func aTargetNamedWithAHyphen_isImportedByItsModuleName() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let file = sources + "/Row.swift"
        try "#Preview { Text(\"1\") }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let output = sources + "/gen"

        try GeneratedWorkbenchPackage(directory: output, spec: spec("my-lib", sources, files: [file])).write(
            swift: "/usr/bin/swift")

        let main = try String(contentsOfFile: output + "/Sources/WorkbenchMain/main.swift", encoding: .utf8)
        #expect(main.contains("@testable import my_lib\n"), "\(main)")
        let manifest = try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
        #expect(
            manifest.contains(
                #".target(name: "my-lib", dependencies: [.product(name: "AppleFoundation", package: "moviesworkbench")], path: "Sources/my-lib""#
            ), "\(manifest)")
    }

    /// The language mode of each target is what its package says: `swiftLanguageModes` (the
    /// newest of them), or a target's own `.swiftLanguageMode`, else the tools version's.
    @Test func eachTarget_keepsTheLanguageModeItsPackageDeclares() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let dump = sources + "/package.json"
        try #"""
        {"name": "lm", "toolsVersion": {"_version": "6.0.0"}, "swiftLanguageVersions": ["4.2", "5"],
         "targets": [
           {"name": "A", "settings": []},
           {"name": "B", "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "6"}}},
                                      {"tool": "swift", "kind": {"define": {"_0": "X"}}}]},
           {"name": "C", "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "6"}},
                                       "condition": {"platformNames": ["macos"]}}]}
         ]}
        """#.write(toFile: dump, atomically: true, encoding: .utf8)
        var package = spec("A", sources, files: [], packageDump: dump)
        package.localTargets = [.init(name: "B", directory: sources, sourceFiles: [], dependencies: [])]

        let modes = try LanguageModes(packageDump: dump)
        #expect(modes.mode(of: "A") == 5)
        #expect(modes.mode(of: "B") == 6)
        #expect(modes.mode(of: "C") == 5, "a setting for macOS only does not count on Linux")
        let manifest = WorkbenchManifestSource.source(package, languageModes: modes)
        #expect(
            manifest.contains(
                #".target(name: "A", dependencies: [.product(name: "AppleFoundation", package: "moviesworkbench")], path: "Sources/A", swiftSettings: [.swiftLanguageMode(.v5)"#
            ),
            "\(manifest)")
        #expect(
            manifest.contains(
                #".target(name: "B", dependencies: [.product(name: "AppleFoundation", package: "moviesworkbench")], path: "Sources/B", swiftSettings: [.swiftLanguageMode(.v6)"#
            ),
            "\(manifest)")
    }

    @Test func withoutDeclaredModes_theToolsVersionDecides() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let dump = sources + "/package.json"
        try #"{"toolsVersion": {"_version": "5.9.0"}, "swiftLanguageVersions": null, "targets": [{"name": "A"}]}"#
            .write(toFile: dump, atomically: true, encoding: .utf8)

        #expect(try LanguageModes(packageDump: dump).mode(of: "A") == 5)
    }

    /// The compiler counts a byte order mark's three bytes in the first line's columns, and names
    /// a `#Preview` by its column.
    @Test func aPreviewOnTheFirstLineAfterAByteOrderMark_isReferencedAtTheCompilersColumn() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let file = sources + "/List.swift"
        try Data([0xEF, 0xBB, 0xBF] + Array("#Preview { Text(\"1\") }\n#Preview { Text(\"2\") }\n".utf8)).write(
            to: URL(fileURLWithPath: file))

        let inventory = PreviewInventory.scan(files: [file], module: "Shelf")

        #expect(
            inventory.previewFiles.first?.sites.map(\.reference) == [
                "_textUIPreview(`List.swift:1:4`: ())", "_textUIPreview(`List.swift:2:1`: ())",
            ])
    }

    /// A type named with backticks (`` `Row.Preview` ``) is a component named without them.
    @Test func aBacktickedTypeNameWithADot_namesTheComponentWithoutBackticks() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let file = sources + "/Row.swift"
        try "struct `Row.Preview`: PreviewProvider { static var previews: some View { Text(\"a\") } }\n".write(
            toFile: file, atomically: true, encoding: .utf8)

        let inventory = PreviewInventory.scan(files: [file], module: "Shelf")
        let main = WorkbenchMainSource.source(module: "Shelf", inventory: inventory, reload: nil)

        #expect(main.contains(#".previews(`Row.Preview`.self, file: "Row.swift", name: "Row.Preview"),"#), "\(main)")
    }
}
