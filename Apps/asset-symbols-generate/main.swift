import AssetSymbolsGenerator
import FileReading
import Foundation

/// The AssetSymbols plugin's tool: `asset-symbols-generate OUTPUT.swift CATALOG.xcassets...` writes
/// the symbols Xcode generates for the catalogs' colours and images (rewriting the file only when
/// it changes, so the target is not compiled again for nothing) and prints a warning line for each
/// colour set skipped (a malformed `Contents.json`) or symbol left out.
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: asset-symbols-generate OUTPUT.swift CATALOG.xcassets...\n".utf8))
    exit(2)
}
let output = arguments[1]
let catalogs = Array(arguments[2...])
let catalog = AssetCatalog.read(catalogs)
let source = AssetSymbolsSource(
    catalog, origin: catalogs.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))
for problem in catalog.problems + source.problems {
    FileHandle.standardError.write(Data("warning: AssetSymbols: \(problem)\n".utf8))
}
let data = Data(source.text.utf8)
if (try? RegularFile.read(output, limit: data.count + 1).data) != data {
    do {
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("error: AssetSymbols: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
