import FileReading
import Foundation

/// Writes a generated workbench package into a folder: the manifest, `main.swift`, and a link to
/// each target's sources. A file whose text did not change is not written again, so SwiftPM
/// rebuilds only what changed.
public struct GeneratedWorkbenchPackage {
    /// The folder of the generated package.
    public let directory: String
    /// The spec it is generated from.
    public let spec: WorkbenchPackageSpec
    /// The generator and the spec's file, when `watch` should run it before each build (so previews
    /// added, removed or moved are found again; it writes only what changed); nil builds with
    /// `swift build` alone.
    public let generator: Generator?

    /// The generator tool and the spec file it reads.
    public struct Generator: Sendable, Equatable {
        /// The `workbench-generate` executable.
        public let tool: String
        /// The spec's JSON file.
        public let spec: String

        /// A generator.
        ///
        /// - Parameters:
        ///   - tool: The `workbench-generate` executable.
        ///   - spec: The spec's JSON file.
        public init(tool: String, spec: String) {
            self.tool = tool
            self.spec = spec
        }
    }

    /// A package generated from `spec` into `directory`.
    ///
    /// - Parameters:
    ///   - directory: The folder to write it in (created if needed).
    ///   - spec: The explored target and what it needs.
    ///   - generator: The tool and spec file `watch` runs before each build; nil for `swift build` alone.
    public init(directory: String, spec: WorkbenchPackageSpec, generator: Generator? = nil) {
        self.directory = directory
        self.spec = spec
        self.generator = generator
    }

    /// The path of the executable `swift build` makes in debug.
    public var executablePath: String {
        directory + "/.build/debug/" + WorkbenchManifestSource.productName(module: spec.target.name)
    }

    /// SwiftPM's plan of the debug build (its llbuild manifest), which `watch` builds by while the
    /// package keeps its shape.
    public var buildPlanPath: String { directory + "/.build/debug.yaml" }

    /// The file that says when the last successful build began and ended (`watch` counts a source
    /// saved since it began as changed).
    public var buildStampPath: String { directory + "/.build/workbench-last-build" }

    /// Builds the workbench with ``buildCommand(swift:)``, its output going to this process's, and
    /// records when a build that succeeds began and ended (at ``buildStampPath``).
    ///
    /// - Parameter swift: The `swift` executable's path.
    /// - Returns: The build's exit status.
    /// - Throws: When the build cannot be started.
    public func build(swift: String) throws -> Int32 {
        let command = buildCommand(swift: swift)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let began = Date()
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 0 {
            // The workbench's `BuildStamp`: when the build began and ended, in seconds since 1970.
            let stamp = "\(began.timeIntervalSince1970) \(Date().timeIntervalSince1970)\n"
            if (try? stamp.write(toFile: buildStampPath, atomically: true, encoding: .utf8)) == nil {
                unlink(buildStampPath)
            }
        }
        return process.terminationStatus
    }

    /// The command that builds the workbench (Workbench docs, "The reload loop", has the figures):
    /// - without an index store, which no editor reads here (a tenth of the first build's compiler
    ///   time);
    /// - without debug information but the line tables the generated manifest asks for the
    ///   explored targets (``WorkbenchManifestSource``), so a crash's backtrace still names their
    ///   files and lines;
    /// - with ``generatedBuildVariable`` set, which makes the workbench package compile its modules
    ///   whole (its `Package.swift` says how).
    ///
    /// The plugin's first run builds the workbench package's modules before this package exists,
    /// into the same build folder with the same variable and flags (its `WorkbenchBuilds`): change
    /// them together, or this build compiles those modules again.
    ///
    /// - Parameter swift: The `swift` executable's path.
    /// - Returns: The program and its arguments.
    public func buildCommand(swift: String) -> [String] {
        [
            "/usr/bin/env", Self.generatedBuildVariable + "=1", swift, "build", "--package-path", directory,
            "--disable-index-store", "-debug-info-format", "none", "--product",
            WorkbenchManifestSource.productName(module: spec.target.name),
        ]
    }

    /// The environment variable the workbench package's manifest reads: set, the package is being
    /// built for a generated workbench, which never edits it.
    public static let generatedBuildVariable = "WORKBENCH_GENERATED_BUILD"

    /// Scans the target's sources (with a generator, the files as they are now: `CurrentSourceFiles`)
    /// and writes the package.
    ///
    /// - Parameter swift: The `swift` executable's path (the generated workbench rebuilds itself with it for `watch`).
    /// - Returns: What the sources offer.
    /// - Throws: A file system error when the folder, a file or a link cannot be written.
    @discardableResult
    public func write(swift: String) throws -> PreviewInventory {
        let listed = generator.flatMap { FileTimes.modified($0.spec) }
        let inventory = PreviewInventory.scan(
            files: CurrentSourceFiles.of(spec.target, listedAt: listed), module: spec.target.moduleName)
        let files = FileManager.default
        try files.createDirectory(atPath: directory + "/Sources/WorkbenchMain", withIntermediateDirectories: true)
        var linkedFolders: [String: String] = [:]
        for target in [spec.target] + spec.localTargets {
            let sources = directory + "/Sources/" + target.name
            let generated = WorkbenchAssetSymbols.sources(for: target)
            if !generated.isEmpty {
                // A target with asset catalogs or Core Data models: its folder linked inside a folder
                // of its own, beside what the AssetSymbols plugin generates for the user's build.
                try folder(sources)
                try link(sources + "/" + target.name, to: target.directory)
                for file in generated { try writeIfChanged(sources + "/" + file.name, file.text) }
                linkedFolders[sources + "/" + target.name] = target.directory
            } else {
                try link(sources, to: target.directory)
                linkedFolders[sources] = target.directory
            }
        }
        let reload = WorkbenchMainSource.ReloadSpec(
            build: buildCommand(swift: swift), executable: executablePath,
            watching: ([spec.target] + spec.localTargets).map(\.directory),
            linkedFolders: linkedFolders,
            generate: generator.map { [$0.tool, $0.spec, directory, swift] }, buildPlan: buildPlanPath,
            buildStamp: buildStampPath)
        let modes = try spec.packageDump.map { try LanguageModes(packageDump: $0) }
        let reused = try reusedSettings()
        // Reused, the workbench package is not depended on (its files need no fingerprint).
        let dependedOn = spec.packages.filter { reused == nil || $0.identity != spec.workbenchPackage }
        try writeIfChanged(
            directory + "/Package.swift",
            WorkbenchManifestSource.source(
                spec, languageModes: modes, linker: Self.fasterLinker(swift: swift),
                dependencySources: DependencySourcesFingerprint.of(dependedOn.map(\.path)), reused: reused))
        try writeIfChanged(
            directory + "/Sources/WorkbenchMain/main.swift",
            WorkbenchMainSource.source(module: spec.target.moduleName, inventory: inventory, reload: reload))
        return inventory
    }

    /// The flags that reuse the user's build of the workbench package's modules (``ReusedBuild``),
    /// its folder of links and list of objects written; nil, having said why on standard error, when
    /// the spec offers none or they cannot be reused now (the package then builds them).
    private func reusedSettings() throws -> ReusedBuild.Settings? {
        guard let reuse = spec.reuse else { return nil }
        if let reason = reuse.unusableReason {
            FileHandle.standardError.write(
                Data("workbench: building the workbench package's modules, not reusing your build's: \(reason)\n".utf8))
            return nil
        }
        return try reuse.prepare(in: directory)
    }

    /// `lld` when the toolchain of `swift` has it, on Linux: it links the workbench in about two
    /// thirds of the time gold (the default there) takes, which each reload pays (the Workbench
    /// article *The reload loop* has the figures). Nil elsewhere: the toolchain's default.
    static func fasterLinker(swift: String) -> String? {
        #if os(Linux)
            let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
            let lld = real.deletingLastPathComponent().appendingPathComponent("ld.lld").path
            return FileManager.default.isExecutableFile(atPath: lld) ? "lld" : nil
        #else
            return nil
        #endif
    }

    private func writeIfChanged(_ path: String, _ text: String) throws {
        if (try? String(contentsOfFile: path, encoding: .utf8)) == text { return }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func link(_ path: String, to destination: String) throws {
        let files = FileManager.default
        if let existing = try? files.destinationOfSymbolicLink(atPath: path) {
            if existing == destination { return }
            try files.removeItem(atPath: path)
        } else if files.fileExists(atPath: path) {
            // A folder of a target that had asset catalogs (see `folder(_:)`), which this package wrote.
            try files.removeItem(atPath: path)
        }
        try files.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    /// A real folder at `path` (a link there, to a target's sources, is removed first, not followed).
    private func folder(_ path: String) throws {
        let files = FileManager.default
        if (try? files.destinationOfSymbolicLink(atPath: path)) != nil { try files.removeItem(atPath: path) }
        try files.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
