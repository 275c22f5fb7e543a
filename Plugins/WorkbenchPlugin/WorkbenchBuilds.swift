import Foundation

/// The two builds the plugin starts before the workbench package exists:
/// - **the generator** (`workbench-generate`), the workbench package (the one with the `Workbench`
///   product) built as the root, in a folder of its own: the shared copy's (``SharedBuild``), so
///   that it is built once on the machine, else the plugin's work folder's (beside the build below
///   at the lowest priority: it fits in the cores that build leaves idle);
/// - when the shared copy cannot serve them (``SharedBuild``), or into that copy when it does not
///   hold them yet, **the modules the workbench needs**: a package of one empty target that
///   depends on the products the workbench uses, written by the plugin (`<target>-runtime`), built
///   (without the copy) into the generated package's build folder with that package's flags
///   (`GeneratedWorkbenchPackage.buildCommand`: the same environment variable,
///   `--disable-index-store`, `-debug-info-format none`), so that the generated package's build
///   finds them compiled and compiles only the explored targets and the workbench's `main.swift`.
///
/// Before, SwiftPM built the generator as the plugin's tool, before the plugin could start, and the
/// workbench's modules after it: the two now overlap (Workbench docs, "The reload loop").
struct WorkbenchBuilds {
    /// The `swift` executable.
    let swift: URL
    /// The folder of the package with the `Workbench` product.
    let workbenchPackage: URL
    /// How a manifest that depends on that package by path names it.
    let workbenchIdentity: String
    /// The plugin's work folder.
    let work: URL
    /// The folder of the generated workbench package.
    let workbenchOutput: URL
    /// Where the generator is built: the shared copy's folder for it (``SharedBuild``), else the
    /// plugin's work folder's.
    let generatorScratch: URL

    /// The environment each build adds to the plugin's: the variable that makes the workbench
    /// package build its modules for a generated workbench (its `Package.swift` says how;
    /// `GeneratedWorkbenchPackage.generatedBuildVariable`).
    static let environment = ["WORKBENCH_GENERATED_BUILD": "1"]

    /// The flags every build of the workbench package's modules for a workbench shares with the
    /// generated package's build (`GeneratedWorkbenchPackage.buildCommand`): a module built with
    /// other flags would be compiled again there.
    static let sharedFlags = ["--disable-index-store", "-debug-info-format", "none"]

    /// The generator's executable once built.
    var generatorExecutable: URL { generatorScratch.appendingPathComponent("debug/workbench-generate") }

    /// The folder of the package that depends on the products the workbench needs, when the shared
    /// copy does not serve them.
    var runtimePackage: URL {
        work.appendingPathComponent(workbenchOutput.lastPathComponent + "-runtime")
    }

    /// Writes the package of one empty target, `WorkbenchRuntime`, that depends on `products` of the
    /// workbench package, in `package` (the plugin's work folder's, else the shared copy's), and
    /// returns `swift build`'s arguments that build it into `scratch` (the generated package's build
    /// folder, else the shared copy's).
    func prepareRuntimeBuild(products: [String], package runtimePackage: URL, scratch: URL) throws -> [String] {
        let sources = runtimePackage.appendingPathComponent("Sources/WorkbenchRuntime")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let package = Self.literal(workbenchIdentity)
        let dependencies = products.map { ".product(name: \(Self.literal($0)), package: \(package))" }
        let manifest = """
            // swift-tools-version:6.0
            // Written by the workbench plugin: the modules a generated workbench links, built before
            // its package is generated. Do not edit.
            import PackageDescription

            let package = Package(
                name: "WorkbenchRuntime",
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: \(Self.literal(workbenchPackage.path)))],
                targets: [.target(name: "WorkbenchRuntime", dependencies: [\(dependencies.joined(separator: ", "))])]
            )

            """
        // Written only when it changes: SwiftPM plans the build again when the manifest is written.
        let manifestFile = runtimePackage.appendingPathComponent("Package.swift")
        if (try? String(contentsOf: manifestFile, encoding: .utf8)) != manifest {
            try manifest.write(to: manifestFile, atomically: true, encoding: .utf8)
        }
        let source = sources.appendingPathComponent("WorkbenchRuntime.swift")
        if !FileManager.default.fileExists(atPath: source.path) {
            try "// Nothing: this target only depends on the workbench's modules.\n".write(
                to: source, atomically: true, encoding: .utf8)
        }
        return
            ["build", "--package-path", runtimePackage.path, "--scratch-path", scratch.path]
            + Self.sharedFlags + ["--target", "WorkbenchRuntime"]
    }

    /// Starts building the generator, its output kept in a log that ``GeneratorBuild/finish()``
    /// shows if it fails.
    ///
    /// - Parameter besideRuntimeBuild: Whether the runtime build runs meanwhile: the generator's
    ///   build then runs at the lowest priority, in the cores that build leaves idle (alone, on a
    ///   busy machine, that priority would only make the plugin wait).
    func startGeneratorBuild(besideRuntimeBuild: Bool) throws -> GeneratorBuild {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let log = work.appendingPathComponent("generator-build.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: log)
        else {
            throw WorkbenchPluginError("cannot write \(log.path)")
        }
        let command = (besideRuntimeBuild ? ["/usr/bin/nice", "-n", "19"] : []) + [swift.path]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments =
            command.dropFirst()
            + ["build", "--package-path", workbenchPackage.path, "--scratch-path", generatorScratch.path]
            + Self.sharedFlags + ["--product", "workbench-generate"]
        process.environment = ProcessInfo.processInfo.environment.merging(Self.environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            try? handle.close()
            throw WorkbenchPluginError("cannot start swift build for the generator: \(error)")
        }
        return GeneratorBuild(process: process, log: log, logHandle: handle, executable: generatorExecutable)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
