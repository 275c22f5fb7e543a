import Foundation
import PackagePlugin

/// `swift package --disable-sandbox workbench --target NAME [-- WORKBENCH FLAGS…]`: builds a
/// workbench over the target's previews (`PreviewProvider`s and `#Preview`s) and the catalogs it
/// declares (`ComponentCatalogProvider`s), and runs it with the flags (`-c`, `--script`,
/// `--no-color`, …). A plugin cannot read the terminal, so without `-c` or `--script` it prints the
/// command that starts the interactive workbench instead.
@main
struct WorkbenchPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (targetName, flags) = try Self.parse(arguments, package: context.package)
        Self.say("reading \(targetName)'s package (its previews and what it depends on)…")
        guard let target = context.package.targets.first(where: { $0.name == targetName }) as? SourceModuleTarget,
            target.kind == .generic
        else {
            throw WorkbenchPluginError("no library target named \(targetName) in \(context.package.displayName)")
        }
        let packages = Self.allPackages(context.package)
        guard let workbench = packages.first(where: { $0.products.contains { $0.name == "Workbench" } }) else {
            throw WorkbenchPluginError(
                "\(context.package.displayName) does not depend on the package with the Workbench product")
        }
        var used: [String: Package] = [Self.identity(workbench): workbench]
        // The workbench package's products the workbench links: those its main imports,
        // AppleFoundation (which the generated manifest gives every explored target), and those
        // the targets use.
        var runtimeProducts = ["TextUI", "Catalog", "Workbench", "AppleFoundation"]
        var local: [SourceModuleTarget] = []
        func dependencies(of target: SourceModuleTarget) -> [[String: Any]] {
            target.dependencies.compactMap { dependency -> [String: Any]? in
                switch dependency {
                case .target(let other):
                    guard let other = other as? SourceModuleTarget else { return nil }
                    if !local.contains(where: { $0.id == other.id }) { local.append(other) }
                    return ["target": ["_0": other.name]]
                case .product(let product):
                    guard let owner = packages.first(where: { $0.products.contains { $0.id == product.id } }) else {
                        return nil
                    }
                    used[Self.identity(owner)] = owner
                    if owner.id == workbench.id, !runtimeProducts.contains(product.name) {
                        runtimeProducts.append(product.name)
                    }
                    return ["product": ["_0": product.name, "package": Self.identity(owner)]]
                @unknown default:
                    return nil
                }
            }
        }
        func spec(of target: SourceModuleTarget) -> [String: Any] {
            [
                "name": target.name,
                "directory": target.directoryURL.path,
                "sourceFiles": target.sourceFiles(withSuffix: "swift").map(\.url.path),
                "dependencies": dependencies(of: target),
            ]
        }
        let main = spec(of: target)
        var localSpecs: [[String: Any]] = []
        var index = 0
        while index < local.count {
            localSpecs.append(spec(of: local[index]))
            index += 1
        }
        let work = context.pluginWorkDirectoryURL
        let swift = try context.tool(named: "swift").url
        var document: [String: Any] = [
            "target": main,
            "localTargets": localSpecs,
            "packages": used.sorted { $0.key < $1.key }.map {
                ["identity": $0.key, "path": $0.value.directoryURL.path]
            },
            "workbenchPackage": Self.identity(workbench),
            "languageMode": context.package.toolsVersion.major >= 6 ? 6 : 5,
        ]
        let specURL = work.appendingPathComponent("\(target.name).json")
        let output = work.appendingPathComponent(target.name)
        let product = target.name.lowercased() + "-workbench"
        let executable = output.appendingPathComponent(".build/debug/\(product)")
        // The modules the workbench needs, from the user's own build when it is fresh (then the
        // generated package imports and links them as they are); else from the shared copy, built
        // there by the first run that needs them (`SharedBuild`); else built for this workbench, the
        // first time into its build folder before it exists.
        let workbenchProducts = workbench.products.filter { runtimeProducts.contains($0.name) }
        let toolchain = Result { () throws(SharedBuild.Unavailable) in try ToolchainVersion.of(swift) }
        var reuse = Self.reuse(
            products: workbenchProducts, onlyWorkbench: used.count == 1, work: work, toolchain: toolchain)
        let shared = Self.sharedBuild(workbenchPackage: workbench.directoryURL, toolchain: toolchain)
        var sharedToBuild: (copy: SharedBuild, lock: SharedBuildLock, toolchain: ToolchainVersion, why: String)?
        if reuse == nil, used.count == 1, let (copy, lock, version) = shared {
            do {
                try lock.lock(exclusive: false)
                reuse = try UserBuildReuse(
                    products: workbenchProducts, build: copy.runtimeBuild, toolchain: version, name: "the shared copy",
                    completedAt: copy.completedAt)
                Self.say("reusing the shared copy of the workbench's modules (\(copy.folder.path))")
            } catch {
                sharedToBuild = (
                    copy, lock, version, copy.isNew ? "none yet for this toolchain and checkout" : "\(error)"
                )
            }
        }
        var firstBuild =
            reuse == nil && sharedToBuild == nil
            && !FileManager.default.fileExists(
                atPath: output.appendingPathComponent(".build/debug/Modules/Workbench.swiftmodule").path)
        let builds = WorkbenchBuilds(
            swift: swift, workbenchPackage: workbench.directoryURL, workbenchIdentity: Self.identity(workbench),
            work: work, workbenchOutput: output,
            generatorScratch: shared?.0.generatorScratch ?? work.appendingPathComponent("generator"))
        // The generator is built while, the first time, the modules the workbench needs are built
        // (into the shared copy, or where its package's build will find them); then the generator
        // writes the package and builds it with the command `watch` rebuilds it with (the same
        // flags, so the first reload compiles only what changed). Each build's progress goes to
        // standard error as it comes.
        let generatorBuild = try builds.startGeneratorBuild(besideRuntimeBuild: firstBuild || sharedToBuild != nil)
        // Each target's language mode is its package's (swiftLanguageModes, per-target settings):
        // the generator reads them from the package's description, taken while the generator builds.
        let dump = work.appendingPathComponent("\(target.name)-package.json")
        if Self.describePackage(
            context.package.directoryURL, swift: swift, scratch: work.appendingPathComponent("describe"), to: dump)
        {
            document["packageDump"] = dump.path
        }
        if let (copy, lock, version, why) = sharedToBuild {
            if let built = Self.buildShared(
                copy, lock: lock, toolchain: version, why: why, products: runtimeProducts,
                workbenchProducts: workbenchProducts, builds: builds, swift: swift)
            {
                reuse = built
            } else {
                firstBuild = !FileManager.default.fileExists(
                    atPath: output.appendingPathComponent(".build/debug/Modules/Workbench.swiftmodule").path)
            }
        }
        if firstBuild {
            Self.say(
                "building the modules \(product) needs (\(runtimeProducts.joined(separator: ", "))) in "
                    + "\(output.path), and the generator beside them (the first build: a minute or more)")
            do {
                let arguments = try builds.prepareRuntimeBuild(
                    products: runtimeProducts, package: builds.runtimePackage,
                    scratch: output.appendingPathComponent(".build"))
                try Self.runShowingProgress(swift, arguments, environment: WorkbenchBuilds.environment)
            } catch {
                generatorBuild.stop()
                throw WorkbenchPluginError("building the modules \(product) needs failed: \(error)")
            }
        }
        do {
            if let reuse { document["reuse"] = reuse.description }
            try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
                .write(to: specURL)
        } catch {
            generatorBuild.stop()
            throw error
        }
        let generator = try generatorBuild.finish()
        Self.say("building \(product) in \(output.path)")
        try Self.runShowingProgress(generator, [specURL.path, output.path, swift.path, "--build"])
        // The generated workbench is linked: the shared copy may be built again by another run.
        shared?.1.unlock()
        let runsByItself =
            flags.contains { ["-c", "--script", "--help", "-h", "--version"].contains($0) }
            || flags.contains { $0.hasPrefix("--script=") }
        guard runsByItself else {
            let command = ([executable.path] + flags).map(Self.shellQuoted).joined(separator: " ")
            print(
                """
                workbench: a package plugin cannot read your terminal, so start the workbench yourself:

                    \(command)

                (Pass -c COMMAND or --script FILE after -- to run commands through the plugin.)
                """)
            return
        }
        // The workbench ends with the plugin (Ctrl-C ends `swift package` and the plugin, not the
        // workbench, which runs in a process group of its own): it asks the kernel to kill it when
        // the process named here dies. A preview that hangs is reported by the workbench itself.
        let status = try Self.run(
            executable, flags, failOnError: false,
            environment: ["WORKBENCH_PARENT_PID": String(ProcessInfo.processInfo.processIdentifier)])
        if status != 0 { exit(status) }
    }

    /// The user's build of `products` of the workbench package, when the workbench can reuse it
    /// (``UserBuildReuse``); nil, having said why, when not. `onlyWorkbench`: whether the targets
    /// use products of no other package (the reuse covers the workbench package's alone);
    /// `toolchain`: the compiler the plugin runs, or why it cannot tell.
    static func reuse(
        products: [Product], onlyWorkbench: Bool, work: URL,
        toolchain: Result<ToolchainVersion, SharedBuild.Unavailable>
    ) -> UserBuildReuse? {
        let reason: String
        if !onlyWorkbench {
            reason = "the target uses other packages' products"
        } else if case .failure(let error) = toolchain {
            reason = error.description
        } else if case .success(let version) = toolchain, let build = UserBuildReuse.buildFolder(work: work) {
            do throws(UserBuildReuse.Unusable) {
                let reuse = try UserBuildReuse(products: products, build: build, toolchain: version)
                say("reusing the modules your build compiled (\(build.path))")
                return reuse
            } catch {
                reason = error.description
            }
        } else {
            reason = "there is no debug build of your package"
        }
        say("not reusing your build's modules: \(reason)")
        return nil
    }

    /// The shared copy of the workbench's modules and generator for `workbenchPackage` built by the
    /// compiler `toolchain` (``SharedBuild``), with the lock file runs take on it (not locked yet)
    /// and that compiler; nil, having said why, when there is none.
    static func sharedBuild(
        workbenchPackage: URL, toolchain: Result<ToolchainVersion, SharedBuild.Unavailable>
    ) -> (SharedBuild, SharedBuildLock, ToolchainVersion)? {
        do throws(SharedBuild.Unavailable) {
            let version = try toolchain.get()
            let copy = try SharedBuild(
                workbenchPackage: workbenchPackage, toolchain: version, environment: ProcessInfo.processInfo.environment
            )
            return (copy, try SharedBuildLock(file: copy.lockFile), version)
        } catch {
            say("not using a shared copy of the workbench's modules and generator: \(error.description)")
            return nil
        }
    }

    /// Builds the modules of `products` into the shared copy, adding them to those it holds, with
    /// `lock` held exclusively (kept so until the generated package is built), and returns their
    /// reuse; nil, having said why, when that failed (the plugin then builds them for the package).
    /// `why`: why the copy did not serve them as it was.
    static func buildShared(
        _ copy: SharedBuild, lock: SharedBuildLock, toolchain: ToolchainVersion, why: String, products: [String],
        workbenchProducts: [Product], builds: WorkbenchBuilds, swift: URL
    ) -> UserBuildReuse? {
        do {
            // Released first: two runs turning their shared locks into exclusive ones would wait
            // for each other.
            lock.unlock()
            try lock.lock(exclusive: true)
            // Another run may have built it meanwhile.
            if let reuse = try? UserBuildReuse(
                products: workbenchProducts, build: copy.runtimeBuild, toolchain: toolchain, name: "the shared copy",
                completedAt: copy.completedAt)
            {
                say("reusing the shared copy of the workbench's modules (\(copy.folder.path))")
                return reuse
            }
            let all = try copy.products(adding: products)
            say(
                "building the workbench's modules (\(all.joined(separator: ", "))) into the shared copy in "
                    + "\(copy.folder.path), and the generator beside them (\(why); later runs of every package "
                    + "reuse them; a minute or more)")
            let arguments = try builds.prepareRuntimeBuild(
                products: all, package: copy.runtimePackage, scratch: copy.runtimeScratch)
            copy.buildStarting()
            try runShowingProgress(swift, arguments, environment: WorkbenchBuilds.environment)
            copy.buildCompleted()
            let reuse = try UserBuildReuse(
                products: workbenchProducts, build: copy.runtimeBuild, toolchain: toolchain, name: "the shared copy",
                completedAt: copy.completedAt)
            say("reusing the shared copy of the workbench's modules (\(copy.folder.path))")
            return reuse
        } catch {
            lock.unlock()
            say("not using the shared copy in \(copy.folder.path) (\(error)): building the modules for this package")
            return nil
        }
    }

    /// The target's name (`--target NAME`, or the only library target with Swift sources) and the
    /// flags for the workbench: everything after `--`, and anything else not meant for the plugin.
    static func parse(_ arguments: [String], package: Package) throws -> (String, [String]) {
        var target: String?
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                flags += arguments[(index + 1)...]
                break
            } else if argument == "--target" {
                guard index + 1 < arguments.count else { throw WorkbenchPluginError("--target needs a name") }
                target = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--target=") {
                target = String(argument.dropFirst("--target=".count))
            } else {
                flags.append(argument)
            }
            index += 1
        }
        if let target { return (target, flags) }
        let libraries = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .generic }
        guard libraries.count == 1 else {
            throw WorkbenchPluginError(
                "say which target to explore: --target NAME (one of: \(libraries.map(\.name).joined(separator: ", ")))")
        }
        return (libraries[0].name, flags)
    }

    /// The package and every package it depends on, directly or not.
    static func allPackages(_ root: Package) -> [Package] {
        var seen: [Package] = [root]
        var index = 0
        while index < seen.count {
            for dependency in seen[index].dependencies where !seen.contains(where: { $0.id == dependency.package.id }) {
                seen.append(dependency.package)
            }
            index += 1
        }
        return seen
    }

    /// How a manifest that depends on `package` by path names it: its folder's last component.
    static func identity(_ package: Package) -> String {
        package.directoryURL.standardizedFileURL.lastPathComponent
    }

    /// Shows `line` at once as the plugin's progress, on SwiftPM's standard error (whatever a
    /// plugin prints, standard error included, reaches SwiftPM's standard output, held until
    /// some kilobytes have gathered when that is not a terminal; standard output is for the
    /// workbench's renderings and the command to run).
    static func say(_ line: String) {
        Diagnostics.progress(line)
    }

    /// Runs `executable` with `arguments` (and `environment` added to this process's), showing each
    /// line it prints as progress as it comes (``say(_:)``); throws when it fails.
    static func runShowingProgress(_ executable: URL, _ arguments: [String], environment: [String: String] = [:])
        throws
    {
        // The compiler's remark on each module of the workbench package that the generated build
        // compiles whole (that package's `Package.swift` says why): expected, so not shown.
        let wholeModuleRemark =
            "remark: Incremental compilation has been disabled: it is not compatible with whole module optimization"
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        var pending = Data()
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                if line != wholeModuleRemark { say(line) }
                pending = Data(pending[(newline + 1)...])
            }
        }
        if !pending.isEmpty { say(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw WorkbenchPluginError(
                "\(executable.lastPathComponent) failed (exit status \(process.terminationStatus))")
        }
    }

    /// Runs `executable` with `arguments` (and `environment` added to this process's), its output
    /// going to the plugin's; throws when it fails (unless `failOnError` is false) and returns its status.
    @discardableResult
    static func run(
        _ executable: URL, _ arguments: [String], failOnError: Bool = true, environment: [String: String] = [:]
    ) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        try process.run()
        process.waitUntilExit()
        if failOnError, process.terminationStatus != 0 {
            throw WorkbenchPluginError(
                "\(executable.lastPathComponent) failed (exit status \(process.terminationStatus))")
        }
        return process.terminationStatus
    }

    /// Writes `swift package dump-package`'s description of the package in `directory` to `file`
    /// (built in `scratch`, so the outer command's build folder is left alone); false, having said
    /// why, when it could not.
    static func describePackage(_ directory: URL, swift: URL, scratch: URL, to file: URL) -> Bool {
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: file)
        else {
            say("cannot write \(file.path); the tools version sets the language mode")
            return false
        }
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = swift
        process.arguments = [
            "package", "--package-path", directory.path, "--scratch-path", scratch.path, "dump-package",
        ]
        process.standardOutput = handle
        do {
            try process.run()
        } catch {
            say("cannot describe the package (\(error)); its tools version sets the language mode")
            return false
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            say("swift package dump-package failed; the tools version sets the language mode")
            return false
        }
        return true
    }

    /// `text` quoted for a POSIX shell when it needs to be.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@".contains($0) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Why the plugin stopped, in one line.
struct WorkbenchPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
