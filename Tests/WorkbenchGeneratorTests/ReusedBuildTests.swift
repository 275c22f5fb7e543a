import Foundation
import Testing
import WorkbenchGenerator

/// A generated workbench imports and links the workbench package's modules as the user's own build
/// compiled them, when the plugin offers them (issue 33): the manifest then does not depend on that
/// package, finds the modules through a folder of links, and links the objects from a list named by
/// their fingerprint, so that it changes, and SwiftPM builds again, when the user's build writes one
/// again. A file gone makes the package build the modules itself.
@Suite struct ReusedBuildTests {
    final class UserBuild {
        let root = NSTemporaryDirectory() + "reused-build-" + UUID().uuidString
        var debug: String { root + "/user/.build/debug" }
        var output: String { root + "/gen" }
        var module: String { debug + "/Modules/TextUI.swiftmodule" }
        var objects: [String] { [debug + "/TextUI.build/Text.swift.o", debug + "/Workbench.build/Host.swift.o"] }
        var plugin: String { debug + "/TextUIMacros-tool" }
        var moduleMap: String { root + "/workbench/Modules/CLibEdit/module.modulemap" }

        init() throws {
            for file in [module, plugin, moduleMap] + objects {
                try FileManager.default.createDirectory(
                    atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try "built".write(toFile: file, atomically: false, encoding: .utf8)
            }
            try FileManager.default.createDirectory(atPath: root + "/Shelf", withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        var reuse: ReusedBuild {
            ReusedBuild(
                modules: [module], objects: objects, moduleMaps: [moduleMap], cFlags: ["-I/usr/include/editline"],
                linkerFlags: ["-ledit"], macroPlugins: [plugin + "#TextUIMacros"])
        }

        /// The manifest the generator writes for a target using SwiftUI, with `reuse`.
        func manifest(_ reuse: ReusedBuild?) throws -> String {
            let spec = WorkbenchPackageSpec(
                target: .init(
                    name: "Shelf", directory: root + "/Shelf", sourceFiles: [],
                    dependencies: [.product("SwiftUI", package: "workbench")]),
                localTargets: [], packages: [.init(identity: "workbench", path: root + "/workbench")],
                workbenchPackage: "workbench", languageMode: 6, reuse: reuse)
            try GeneratedWorkbenchPackage(directory: output, spec: spec).write(swift: "/usr/bin/swift")
            return try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
        }
    }

    @Test func theManifest_importsAndLinksTheUsersModules_withoutDependingOnTheirPackage() throws {
        let build = try UserBuild()
        let manifest = try build.manifest(build.reuse)
        let fingerprint = build.reuse.fingerprint
        let folder = build.output + "/ReusedModules"

        #expect(!manifest.contains(".package(path:"), "\(manifest)")
        #expect(!manifest.contains(".product("), "\(manifest)")
        #expect(manifest.contains(#".target(name: "Shelf", dependencies: [], "#), "\(manifest)")
        #expect(manifest.contains(#".executableTarget(name: "WorkbenchMain", dependencies: ["Shelf"], "#))
        let flags = [
            "-I", folder, "-Xcc", "-fmodule-map-file=" + build.moduleMap, "-Xcc", "-I/usr/include/editline",
            "-Xfrontend", "-load-plugin-executable", "-Xfrontend", build.plugin + "#TextUIMacros", "-D",
            "WORKBENCH_REUSED_" + fingerprint,
        ]
        let swiftFlags = ".unsafeFlags([" + flags.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
        #expect(manifest.components(separatedBy: swiftFlags).count == 3, "both targets: \(manifest)")
        let list = folder + "/objects-\(fingerprint).list"
        #expect(manifest.contains(#"linkerSettings: [.unsafeFlags(["@\#(list)", "-ledit"])]"#), "\(manifest)")
        #expect(try String(contentsOfFile: list, encoding: .utf8) == build.objects.joined(separator: "\n") + "\n")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/TextUI.swiftmodule") == build.module)
    }

    /// A build of the generated package that did not reuse them (the fallback) left its own
    /// modules where SwiftPM's search path finds them before the flags' folder.
    @Test func theModulesAnEarlierBuildLeft_areRemoved_soTheTargetsImportWhatIsLinked() throws {
        let build = try UserBuild()
        let modules = build.output + "/.build/debug/Modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        for name in ["TextUI.swiftmodule", "TextUI.swiftdoc", "Shelf.swiftmodule"] {
            try "old".write(toFile: modules + "/" + name, atomically: false, encoding: .utf8)
        }

        _ = try build.manifest(build.reuse)

        #expect(!FileManager.default.fileExists(atPath: modules + "/TextUI.swiftmodule"))
        #expect(!FileManager.default.fileExists(atPath: modules + "/TextUI.swiftdoc"))
        #expect(FileManager.default.fileExists(atPath: modules + "/Shelf.swiftmodule"), "the package's own")
    }

    @Test func anObjectWrittenAgain_changesTheManifest_andReplacesTheList() throws {
        let build = try UserBuild()
        let first = try build.manifest(build.reuse)
        let firstList = build.output + "/ReusedModules/objects-\(build.reuse.fingerprint).list"
        #expect(try build.manifest(build.reuse) == first, "nothing written again, the same manifest")

        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: build.objects[1])
        let second = try build.manifest(build.reuse)

        #expect(second != first)
        #expect(second.contains("objects-\(build.reuse.fingerprint).list"))
        #expect(!FileManager.default.fileExists(atPath: firstList), "the old list is removed")
    }

    @Test func aFileGone_buildsTheModules_asWithoutReuse() throws {
        let build = try UserBuild()
        try FileManager.default.removeItem(atPath: build.objects[0])
        #expect(build.reuse.unusableReason == "\(build.objects[0]) is missing")

        let manifest = try build.manifest(build.reuse)

        #expect(manifest == (try build.manifest(nil)))
        #expect(manifest.contains(#".package(path: "\#(build.root)/workbench"),"#))
        #expect(manifest.contains(#".product(name: "SwiftUI", package: "workbench")"#))
        #expect(!manifest.contains("ReusedModules"))
    }
}
