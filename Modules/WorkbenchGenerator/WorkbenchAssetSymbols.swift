import AssetSymbolsGenerator
import FileReading
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
        var declared: [String: Set<String>] = [:]
        for path in target.sourceFiles {
            guard let file = try? RegularFile.read(path, limit: 8 << 20) else { continue }
            for (type, names) in DeclaredMembers.staticProperties(in: String(decoding: file.data, as: UTF8.self)) {
                declared[type, default: []].formUnion(names)
            }
        }
        let catalog = AssetCatalog.read(catalogs)
        let source = AssetSymbolsSource(
            catalog, origin: catalogs.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "),
            declared: declared)
        for problem in catalog.problems + source.problems {
            FileHandle.standardError.write(Data("workbench: AssetSymbols: \(problem)\n".utf8))
        }
        return source.text
    }
}
