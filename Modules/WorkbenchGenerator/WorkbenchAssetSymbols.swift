import AssetSymbolsGenerator
import Foundation

/// The asset symbols of an explored target with asset catalogs, as the AssetSymbols plugin
/// generates them for the user's build (`Color(.brandPrimary)`, `Image(.logo)`…): the generated
/// package compiles the target's sources without the plugin, so it writes the same file beside them.
enum WorkbenchAssetSymbols {
    /// The file's text for a target, or nil when no catalog is under its folder.
    ///
    /// - Parameter target: The target.
    /// - Returns: The generated Swift source, or nil.
    static func source(for target: WorkbenchPackageSpec.TargetSpec) -> String? {
        let catalogs = AssetCatalog.catalogs(under: target.directory)
        guard !catalogs.isEmpty else { return nil }
        let source = AssetSymbolsSource(catalogs: catalogs, sources: target.sourceFiles)
        for problem in source.problems {
            FileHandle.standardError.write(Data("workbench: AssetSymbols: \(problem)\n".utf8))
        }
        return source.text
    }
}
