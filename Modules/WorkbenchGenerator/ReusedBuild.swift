import FileReading
import Foundation

/// The workbench package's modules as the user's own build compiled them, which a generated
/// workbench imports and links instead of compiling them again (issue 33; Workbench docs, "The
/// first run of the plugin"). The plugin hands it over only when every module the workbench needs
/// is in that build and was compiled after its sources changed; otherwise the generated package
/// depends on the workbench package and builds them itself.
///
/// The generated package then no longer depends on the workbench package: its targets find the
/// modules in a folder of links to them (``modulesFolder(in:)``, so that no other module of the
/// user's build, their own targets' among them, is seen), the C modules through their module maps,
/// the macros through the user's build of their plugins, and the executable links the objects, named
/// in a list whose name holds a fingerprint of them: SwiftPM does not follow files named in flags,
/// so when the user's build writes one of them again the fingerprint, hence the manifest, changes,
/// and SwiftPM plans, compiles and links again.
public struct ReusedBuild: Codable, Equatable, Sendable {
    /// The modules' files (`…/Modules/TextUI.swiftmodule`).
    public var modules: [String]
    /// The object files the modules are made of.
    public var objects: [String]
    /// The module maps of the C modules the modules import (system libraries).
    public var moduleMaps: [String]
    /// Flags for the C compiler those modules need (pkg-config's `--cflags`).
    public var cFlags: [String]
    /// Flags for the linker those modules need (pkg-config's `--libs`).
    public var linkerFlags: [String]
    /// The macros' compiler plugins: `EXECUTABLE#MODULE`, as `-load-plugin-executable` takes them.
    public var macroPlugins: [String]

    /// What the generated package reuses.
    ///
    /// - Parameters:
    ///   - modules: The modules' files.
    ///   - objects: Their object files.
    ///   - moduleMaps: The module maps of the C modules they import.
    ///   - cFlags: The C compiler's flags for those.
    ///   - linkerFlags: The linker's flags for those.
    ///   - macroPlugins: The macros' plugins, `EXECUTABLE#MODULE`.
    public init(
        modules: [String], objects: [String], moduleMaps: [String], cFlags: [String], linkerFlags: [String],
        macroPlugins: [String]
    ) {
        self.modules = modules
        self.objects = objects
        self.moduleMaps = moduleMaps
        self.cFlags = cFlags
        self.linkerFlags = linkerFlags
        self.macroPlugins = macroPlugins
    }

    /// The files the reuse reads: every one must be there.
    var files: [String] {
        modules + objects + moduleMaps + macroPlugins.map { String($0.prefix { $0 != "#" }) }
    }

    /// Why these cannot be reused now (a file gone, a path a list of objects cannot hold); nil when
    /// they can.
    public var unusableReason: String? {
        if let missing = files.first(where: { FileTimes.modified($0) == nil }) {
            return "\(missing) is missing"
        }
        if let odd = objects.first(where: { $0.contains { $0.isWhitespace || "\"'\\".contains($0) } }) {
            return "the object \(odd) has a space or a quote in its path"
        }
        return nil
    }

    /// What the modules, objects and plugins are now (their paths, sizes and times), as a short
    /// hexadecimal hash.
    public var fingerprint: String {
        var text = ""
        for path in files.sorted() {
            var status = stat()
            guard stat(path, &status) == 0 else {
                text += path + " missing\n"
                continue
            }
            text += "\(path) \(status.st_size) \(FileTimes.modified(path) ?? 0)\n"
        }
        return FNV1a.hash(text)
    }

    /// The folder of the generated package in `directory` that links to the modules.
    static func modulesFolder(in directory: String) -> String { directory + "/ReusedModules" }

    /// Writes, in the generated package in `directory`, the folder of links to the modules and the
    /// list of objects named by the fingerprint (removing those of earlier fingerprints), and
    /// returns the settings the manifest gives its targets and its executable.
    func prepare(in directory: String) throws -> Settings {
        let folder = Self.modulesFolder(in: directory)
        let files = FileManager.default
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let linked = Set(modules.map { ($0 as NSString).lastPathComponent })
        let fingerprint = fingerprint
        let list = "objects-\(fingerprint).list"
        for name in try files.contentsOfDirectory(atPath: folder) where !linked.contains(name) && name != list {
            try files.removeItem(atPath: folder + "/" + name)
        }
        for module in modules {
            let path = folder + "/" + (module as NSString).lastPathComponent
            if (try? files.destinationOfSymbolicLink(atPath: path)) == module { continue }
            try? files.removeItem(atPath: path)
            try files.createSymbolicLink(atPath: path, withDestinationPath: module)
        }
        // A build that did not reuse them left its own copies where SwiftPM's search path, which
        // comes first, would find them: the targets must import what the executable links.
        let built = directory + "/.build/debug/Modules/"
        for module in modules {
            let name = ((module as NSString).lastPathComponent as NSString).deletingPathExtension
            for suffix in [".swiftmodule", ".swiftdoc", ".swiftsourceinfo", ".abi.json"] {
                unlink(built + name + suffix)
            }
        }
        let listPath = folder + "/" + list
        let listed = objects.joined(separator: "\n") + "\n"
        if (try? String(contentsOfFile: listPath, encoding: .utf8)) != listed {
            try listed.write(toFile: listPath, atomically: true, encoding: .utf8)
        }
        var swift = ["-I", folder]
        swift += moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] }
        swift += cFlags.flatMap { ["-Xcc", $0] }
        swift += macroPlugins.flatMap { ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", $0] }
        // The modules' fingerprint as a condition no source tests: the targets compile again when
        // a module they import is written again.
        swift += ["-D", "WORKBENCH_REUSED_" + fingerprint]
        return Settings(swift: swift, linker: ["@" + listPath] + linkerFlags)
    }

    /// The flags the generated manifest adds.
    public struct Settings: Equatable, Sendable {
        /// For compiling each target.
        public var swift: [String]
        /// For linking the executable.
        public var linker: [String]

        /// Flags for compiling and for linking.
        ///
        /// - Parameters:
        ///   - swift: For compiling each target.
        ///   - linker: For linking the executable.
        public init(swift: [String], linker: [String]) {
            self.swift = swift
            self.linker = linker
        }
    }
}
