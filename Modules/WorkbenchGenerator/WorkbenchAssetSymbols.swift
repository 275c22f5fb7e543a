import AssetSymbolsGenerator
import Foundation

/// The sources the AssetSymbols plugin generates for the user's build of an explored target: the
/// symbols of its asset catalogs (`Color(.brandPrimary)`, `Image(.logo)`…) and the classes of its
/// Core Data models (`Book`, from `Bookworm.xcdatamodeld`). The generated package compiles the
/// target's sources without the plugin, so it writes the same files beside them.
enum WorkbenchAssetSymbols {
    /// The generated files of a target, by file name (none when it has no catalog and no model).
    ///
    /// - Parameter target: The target.
    /// - Returns: The files' names and texts.
    static func sources(for target: WorkbenchPackageSpec.TargetSpec) -> [(name: String, text: String)] {
        var generated: [(name: String, text: String)] = []
        let catalogs = AssetCatalog.catalogs(under: target.directory)
        if !catalogs.isEmpty {
            let source = AssetSymbolsSource(catalogs: catalogs, sources: target.sourceFiles)
            report(source.problems)
            generated.append(("GeneratedAssetSymbols.swift", source.text))
        }
        let models = AssetCatalog.folders(withExtension: "xcdatamodeld", under: target.directory)
        if !models.isEmpty {
            let source = CoreDataModelSource(models: models)
            report(source.problems)
            generated.append(("GeneratedCoreDataModels.swift", source.text))
        }
        return generated
    }

    private static func report(_ problems: [String]) {
        for problem in problems {
            try? FileHandle.standardError.write(contentsOf: Data("workbench: AssetSymbols: \(problem)\n".utf8))
        }
    }
}
