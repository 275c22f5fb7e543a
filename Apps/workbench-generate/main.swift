import Foundation
import WorkbenchGenerator

/// The `workbench` plugin's tool: `workbench-generate SPEC.json OUTPUT-FOLDER SWIFT [--build]`
/// writes a workbench package for the target the spec names and prints what it found (what `watch`
/// runs before each build, so previews added or moved are found again); with `--build` it also
/// builds it, with the command `watch` uses (the plugin's build), and exits with the build's status.
let arguments = CommandLine.arguments
guard arguments.count == 4 || (arguments.count == 5 && arguments[4] == "--build") else {
    FileHandle.standardError.write(Data("usage: workbench-generate SPEC.json OUTPUT-FOLDER SWIFT [--build]\n".utf8))
    exit(2)
}
let build = arguments.count == 5
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    let spec = try JSONDecoder().decode(WorkbenchPackageSpec.self, from: data)
    let package = GeneratedWorkbenchPackage(
        directory: arguments[2], spec: spec,
        generator: GeneratedWorkbenchPackage.Generator(
            tool: Bundle.main.executablePath ?? arguments[0], spec: arguments[1]))
    let inventory = try package.write(swift: arguments[3])
    for problem in inventory.problems {
        FileHandle.standardError.write(Data("workbench: skipped \(problem)\n".utf8))
    }
    let previews = inventory.previewFiles.reduce(0) { $0 + $1.sites.count }
    // Written at once (not buffered): with --build, the build's progress follows on the same stream.
    FileHandle.standardOutput.write(
        Data(
            ("workbench: \(spec.target.name): \(inventory.providers.count) preview provider(s), \(previews) "
                + "#Preview(s), \(inventory.catalogProviders.count) catalog(s)\n").utf8))
    if build {
        exit(try package.build(swift: arguments[3]))
    }
} catch {
    FileHandle.standardError.write(Data("workbench: \(error)\n".utf8))
    exit(1)
}
