import Foundation
import PackagePlugin

/// The `AssetSymbols` build-tool plugin: for a target with asset catalogs (`*.xcassets` folders
/// under its directory), it generates the symbols Xcode 15 generates for their colours and images
/// (`ColorResource.brandPrimary`, `Color(.brandPrimary)`, `Image(.logo)`, `UIColor(resource:)`,
/// `UIImage(resource:)`…), each colour with its catalog's components, so an app's code that uses
/// them compiles unchanged on Linux (README, "SwiftUI on Linux"). For a target with Core Data
/// models (`*.xcdatamodeld`), it generates the entity classes Xcode generates and the models'
/// descriptions that the CoreData module loads by name. A target with neither gets nothing; on
/// Apple platforms the generated files are empty (Xcode generates them there).
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var commands: [Command] = []
        let tool = try context.tool(named: "asset-symbols-generate").url
        let catalogs = Self.catalogs(under: target.directoryURL)
        if !catalogs.isEmpty {
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
            // The target's own sources: a static property one declares (`extension Color { static let
            // brandPrimary … }`) is left out of the generated file.
            let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
            commands.append(
                .buildCommand(
                    displayName: "Generating asset symbols for \(target.name)",
                    executable: tool,
                    arguments: [output.path] + catalogs.map(\.catalog.path) + ["--sources"] + sources.map(\.path),
                    inputFiles: catalogs.flatMap(\.contents) + sources,
                    outputFiles: [output]))
        }
        let models = Self.folders(withExtension: "xcdatamodeld", under: target.directoryURL)
        if !models.isEmpty {
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedCoreDataModels.swift")
            commands.append(
                .buildCommand(
                    displayName: "Generating Core Data classes for \(target.name)",
                    executable: tool,
                    arguments: ["--core-data", output.path] + models.map(\.folder.path),
                    inputFiles: models.flatMap(\.files),
                    outputFiles: [output]))
        }
        return commands
    }

    /// The folders with `pathExtension` under a folder (not looking into them, nor into hidden
    /// folders), each with the files in it (hidden ones too: `.xccurrentversion`), which the
    /// command is run again for.
    static func folders(withExtension pathExtension: String, under folder: URL) -> [(folder: URL, files: [URL])] {
        let files = FileManager.default
        guard let walk = files.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [(folder: URL, files: [URL])] = []
        for case let url as URL in walk where url.pathExtension == pathExtension {
            walk.skipDescendants()
            var inside: [URL] = []
            if let all = files.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) {
                for case let file as URL in all
                where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    inside.append(file)
                }
            }
            found.append((url, inside))
        }
        return found.sorted { $0.folder.path < $1.folder.path }
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
