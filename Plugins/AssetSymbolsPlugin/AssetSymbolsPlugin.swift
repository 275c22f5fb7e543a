import Foundation
import PackagePlugin

/// The `AssetSymbols` build-tool plugin: for a target with asset catalogs (`*.xcassets` folders
/// under its directory), it generates the symbols Xcode 15 generates for their colours and images
/// (`ColorResource.brandPrimary`, `Color(.brandPrimary)`, `Image(.logo)`, `UIColor(resource:)`,
/// `UIImage(resource:)`…), each colour with its catalog's components, so an app's code that uses
/// them compiles unchanged on Linux (README, "SwiftUI on Linux"). A target without catalogs gets
/// nothing; on Apple platforms the generated file is empty (Xcode generates the symbols there).
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(under: target.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        // The target's own sources: a static property one declares (`extension Color { static let
        // brandPrimary … }`) is left out of the generated file.
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "asset-symbols-generate").url,
                arguments: [output.path] + catalogs.map(\.catalog.path) + ["--sources"] + sources.map(\.path),
                inputFiles: catalogs.flatMap(\.contents) + sources,
                outputFiles: [output])
        ]
    }

    /// The catalogs under a folder (not looking into a catalog for another, nor into hidden
    /// folders), each with the `Contents.json` files in it, which the command is run again for.
    static func catalogs(under folder: URL) -> [(catalog: URL, contents: [URL])] {
        let files = FileManager.default
        guard
            let walk = files.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [(catalog: URL, contents: [URL])] = []
        for case let url as URL in walk where url.pathExtension == "xcassets" {
            walk.skipDescendants()
            var contents: [URL] = []
            if let inside = files.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
                for case let file as URL in inside where file.lastPathComponent == "Contents.json" {
                    contents.append(file)
                }
            }
            found.append((url, contents))
        }
        return found.sorted { $0.catalog.path < $1.catalog.path }
    }
}
