import AssetSymbolsGenerator
import FileReading
import Foundation

/// The AssetSymbols plugin's tool: `asset-symbols-generate OUTPUT.swift CATALOG.xcassets...
/// [--sources SOURCE.swift...]` writes the symbols Xcode generates for the catalogs' colours and
/// images, leaving out the static properties the target's sources declare themselves (rewriting
/// the file only when it changes, so the target is not compiled again for nothing), and prints a
/// warning line for each colour set skipped (a malformed `Contents.json`) or symbol left out.
/// `asset-symbols-generate --core-data OUTPUT.swift MODEL.xcdatamodeld...` writes the classes
/// Xcode generates for the models' entities.
let usage = """
    usage: asset-symbols-generate OUTPUT.swift CATALOG.xcassets... [--sources SOURCE.swift...]
           asset-symbols-generate --core-data OUTPUT.swift MODEL.xcdatamodeld...

    """

/// Writes `line` to standard error (a write that fails is dropped: there is nowhere else to say it).
func say(_ line: String) {
    try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
}

/// The tool's work; its exit status. A function, so that what it made is released before the
/// process exits (LeakSanitizer, in the sanitized builds that run the plugin, reports top-level
/// values still held then).
func generate(_ commandLine: [String]) -> Int32 {
    var arguments = Array(commandLine.dropFirst())
    let coreData = arguments.first == "--core-data"
    if coreData { arguments.removeFirst() }
    var sources: [String] = []
    if let marker = arguments.firstIndex(of: "--sources") {
        sources = Array(arguments[(marker + 1)...])
        arguments.removeSubrange(marker...)
    }
    guard arguments.count >= 2 else {
        say(usage)
        return 2
    }
    let output = arguments[0]
    let inputs = Array(arguments[1...])
    let text: String
    let problems: [String]
    if coreData {
        let source = CoreDataModelSource(models: inputs)
        (text, problems) = (source.text, source.problems)
    } else {
        let source = AssetSymbolsSource(catalogs: inputs, sources: sources)
        (text, problems) = (source.text, source.problems)
    }
    for problem in problems { say("warning: AssetSymbols: \(problem)\n") }
    let data = Data(text.utf8)
    if (try? RegularFile.read(output, limit: data.count + 1).data) != data {
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            say("error: AssetSymbols: cannot write \(output): \(error)\n")
            return 1
        }
    }
    return 0
}

exit(generate(CommandLine.arguments))
