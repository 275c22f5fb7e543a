import Foundation
import PackagePlugin

/// The workbench package's modules as the user's own debug build compiled them, for the generated
/// workbench to import and link as they are (the generator's `ReusedBuild`; Workbench docs, "The
/// first run of the plugin"), or why they cannot be.
///
/// They are reused only when the build was made by the compiler the plugin runs (SwiftPM's
/// `swift-version-….txt` in the build folder, the newest of them, says which: ``ToolchainVersion``)
/// and is fresh for every module the workbench needs:
/// - each Swift module's file and the object of each of its current source files are in the build,
///   each object written after its source (or, for the shared copy, the source written before the
///   last build of the copy that ran to its end);
/// - each module's newest object written after the module files of the targets it depends on (it was
///   compiled against them as they are), or, for the shared copy, those module files written
///   before the last build of the copy that ran to its end (which found nothing in the module to
///   compile again: SwiftPM does not compile a module again when what it imports did not change);
/// - each macro's plugin (`NAME-tool`) written after the sources of the macro and of what it uses;
/// - each C module's objects after their sources, and its module map there.
///
/// Otherwise the generated package builds the modules itself, as before.
struct UserBuildReuse {
    /// The debug build folder (the user's `.build/<triple>/debug`, or the shared copy's).
    let build: URL
    /// How messages name that build: "your build", "the shared copy".
    let name: String
    /// When a build of it last ran to its end, when that is known (the shared copy's): a file
    /// written before then was current for that build, whatever the times of what was made from
    /// it (SwiftPM leaves an output unwritten when it finds nothing in it to make again).
    let completedAt: Double?
    /// The reuse, as the generator's spec holds it.
    private(set) var description: [String: [String]] = [:]

    /// The user's debug build folder, found from the plugin's work folder (SwiftPM gives a command
    /// plugin `<scratch>/plugins/<plugin>/outputs`); nil when that is not its shape.
    static func buildFolder(work: URL) -> URL? {
        let components = work.standardizedFileURL.pathComponents
        guard components.count > 3, components[components.count - 3] == "plugins",
            components.last == "outputs"
        else { return nil }
        let scratch = work.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let debug = scratch.appendingPathComponent("debug").resolvingSymlinksInPath()
        return FileManager.default.fileExists(atPath: debug.path) ? debug : nil
    }

    /// The reuse of the targets `products` are made of, with all they depend on, from the build in
    /// `build`, which messages call `name`, made by the compiler `toolchain` (the one the plugin
    /// runs); throws ``Unusable`` saying why not.
    /// `completedAt`: when a build of `build` last ran to its end, when that is known (the shared
    /// copy's).
    init(
        products: [Product], build: URL, toolchain: ToolchainVersion, name: String = "your build",
        completedAt: Double? = nil
    ) throws(Unusable) {
        self.build = build
        self.name = name
        self.completedAt = completedAt
        // Modules are read by the compiler that made them only.
        guard let made = ToolchainVersion.ofBuild(in: build) else {
            throw Unusable("\(name) does not say which compiler made it (no swift-version-….txt)")
        }
        guard made == toolchain else {
            throw Unusable("\(name) was made by another compiler (\(made), not \(toolchain))")
        }
        // The products' targets and what they depend on, but not what a macro's plugin is made of
        // (built into the plugin for the machine that builds, not a module the workbench imports).
        var targets: [any Target] = []
        var pending: [any Target] = products.flatMap(\.targets)
        while let target = pending.popLast() {
            if targets.contains(where: { $0.id == target.id }) { continue }
            targets.append(target)
            if (target as? SourceModuleTarget)?.kind == .macro { continue }
            for dependency in target.dependencies {
                switch dependency {
                case .target(let other): pending.append(other)
                case .product(let product): pending += product.targets
                @unknown default: throw Unusable("\(target.name) depends on something the workbench does not know")
                }
            }
        }
        var modules: [String] = []
        var objects: [String] = []
        var moduleMaps: [String] = []
        var cFlags: [String] = []
        var linkerFlags: [String] = []
        var macroPlugins: [String] = []
        for target in targets {
            switch target {
            case let swift as SwiftSourceModuleTarget where swift.kind == .macro:
                let tool = build.appendingPathComponent("\(swift.name)-tool").path
                let sources = ([swift] + swift.recursiveTargetDependencies).compactMap { $0 as? SourceModuleTarget }
                    .flatMap { Self.paths(of: $0) }
                try require(tool, newerThan: sources, "the macro \(swift.name)'s plugin")
                macroPlugins.append(tool + "#" + swift.moduleName)
            case let swift as SwiftSourceModuleTarget where swift.kind == .generic:
                let module = build.appendingPathComponent("Modules/\(swift.moduleName).swiftmodule").path
                try require(module, newerThan: [], "\(swift.name)'s module")
                let made = try objectsOf(swift)
                let newest = made.compactMap(Self.modified).max() ?? 0
                for case let dependency as SwiftSourceModuleTarget in swift.dependencies.compactMap(Self.target)
                where dependency.kind == .generic {
                    let theirs = build.appendingPathComponent("Modules/\(dependency.moduleName).swiftmodule").path
                    guard let time = Self.modified(theirs), time <= max(newest, completedAt ?? -.infinity) else {
                        throw Unusable("\(swift.name) was not compiled since \(dependency.name) changed")
                    }
                }
                modules.append(module)
                objects += made
            case let clang as ClangSourceModuleTarget:
                for file in clang.sourceFiles where file.type == .source {
                    let relative = String(file.url.path.dropFirst(clang.directoryURL.path.count + 1))
                    let object = build.appendingPathComponent("\(clang.name).build/\(relative).o").path
                    try require(object, newerThan: [file.url.path], "\(clang.name)'s object")
                    objects.append(object)
                }
                let own = clang.publicHeadersDirectoryURL?.appendingPathComponent("module.modulemap").path
                let made = build.appendingPathComponent("\(clang.name).build/module.modulemap").path
                guard let map = [own, made].compactMap({ $0 }).first(where: FileManager.default.fileExists) else {
                    throw Unusable("\(clang.name) has no module map in \(name)")
                }
                moduleMaps.append(map)
                if let headers = clang.publicHeadersDirectoryURL { cFlags += ["-I", headers.path] }
            case let library as SystemLibraryTarget:
                let map = library.directoryURL.appendingPathComponent("module.modulemap").path
                try require(map, newerThan: [], "\(library.name)'s module map")
                moduleMaps.append(map)
                cFlags += library.compilerFlags
                linkerFlags += library.linkerFlags
            default:
                throw Unusable("\(target.name) is not a kind of target the workbench can take from \(name)")
            }
        }
        description = [
            "modules": modules, "objects": objects, "moduleMaps": moduleMaps, "cFlags": cFlags,
            "linkerFlags": linkerFlags, "macroPlugins": macroPlugins,
        ]
    }

    /// The object of each of `target`'s sources, as SwiftPM's map of the target's outputs names it.
    private func objectsOf(_ target: SwiftSourceModuleTarget) throws(Unusable) -> [String] {
        let mapPath = build.appendingPathComponent("\(target.name).build/output-file-map.json")
        guard let data = try? Data(contentsOf: mapPath), data.count < 16 << 20,
            let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { throw Unusable("\(target.name) is not in \(name)") }
        var objects: [String] = []
        for source in Self.paths(of: target) {
            guard let entry = map[source] as? [String: Any], let object = entry["object"] as? String else {
                throw Unusable("\((source as NSString).lastPathComponent) is not in \(name)")
            }
            try require(object, newerThan: [source], "\(target.name)'s objects")
            objects.append(object)
        }
        return objects
    }

    /// The paths of `target`'s Swift sources.
    private static func paths(of target: SourceModuleTarget) -> [String] {
        target.sourceFiles(withSuffix: "swift").map(\.url.path)
    }

    /// The target a dependency names, nil for a product.
    private static func target(_ dependency: TargetDependency) -> (any Target)? {
        if case .target(let target) = dependency { return target }
        return nil
    }

    /// Throws unless `path` is there and was written after each of `sources`.
    private func require(_ path: String, newerThan sources: [String], _ what: String) throws(Unusable) {
        guard let time = Self.modified(path) else { throw Unusable("\(what) is not in \(name)") }
        let current = max(time, completedAt ?? -.infinity)
        if let source = sources.first(where: { (Self.modified($0) ?? .infinity) > current }) {
            throw Unusable("\((source as NSString).lastPathComponent) changed after \(name) was built")
        }
    }

    /// When the file at `path` was last written (following links); nil when there is none.
    static func modified(_ path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Why the user's build cannot be reused, said to the user.
    struct Unusable: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
