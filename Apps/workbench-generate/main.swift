import Foundation
import WorkbenchGenerator

/// The `workbench` plugin's tool: `workbench-generate SPEC.json OUTPUT-FOLDER SWIFT` writes a
/// workbench package for the target the spec names and prints what it found.
let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: workbench-generate SPEC.json OUTPUT-FOLDER SWIFT\n".utf8))
    exit(2)
}
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    let spec = try JSONDecoder().decode(WorkbenchPackageSpec.self, from: data)
    let package = GeneratedWorkbenchPackage(directory: arguments[2], spec: spec)
    let inventory = try package.write(swift: arguments[3])
    for problem in inventory.problems {
        FileHandle.standardError.write(Data("workbench: skipped \(problem)\n".utf8))
    }
    let previews = inventory.previewFiles.reduce(0) { $0 + $1.sites.count }
    print(
        "workbench: \(spec.target.name): \(inventory.providers.count) preview provider(s), \(previews) #Preview(s), "
            + "\(inventory.catalogProviders.count) catalog(s)")
} catch {
    FileHandle.standardError.write(Data("workbench: \(error)\n".utf8))
    exit(1)
}
