import Foundation
import Testing

@testable import Workbench

/// A reload links only the package's own objects, against a shared library of the rest that is
/// linked again only when one of its objects is newer or its command changes.
@Suite struct SplitLinkTests {
    final class Build {
        let root = NSTemporaryDirectory() + "split-link-" + UUID().uuidString
        var package: String { root + "/gen" }
        var debug: String { package + "/.build/debug" }

        init() throws {
            try FileManager.default.createDirectory(
                atPath: debug + "/app.product", withIntermediateDirectories: true)
            for object in [
                "Own.build/a.swift.o", "Main.build/main.swift.o", "Dep.build/d.swift.o", "Dep.build/e.swift.o",
            ] {
                try FileManager.default.createDirectory(
                    atPath: debug + "/" + (object as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try "object".write(toFile: debug + "/" + object, atomically: false, encoding: .utf8)
            }
            try ["Own.build/a.swift.o", "Dep.build/d.swift.o", "Dep.build/e.swift.o", "Main.build/main.swift.o"]
                .map { debug + "/" + $0 }.joined(separator: "\n")
                .write(toFile: debug + "/app.product/Objects.LinkFileList", atomically: false, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// The plan's commands: the own module from a source under the package, the dependency's
        /// from a source elsewhere, the main, and SwiftPM's link.
        var needed: [BuildPlan.Command] {
            [
                .init(
                    name: "C.Dep", tool: "shell", inputs: [root + "/elsewhere/d.swift", root + "/elsewhere/e.swift"],
                    outputs: [
                        debug + "/Dep.build/d.swift.o", debug + "/Dep.build/e.swift.o", debug + "/Dep.swiftmodule",
                    ]),
                .init(
                    name: "C.Own", tool: "shell",
                    inputs: [package + "/Sources/Own/a.swift", debug + "/Dep.swiftmodule"],
                    outputs: [debug + "/Own.build/a.swift.o", debug + "/Own.swiftmodule"]),
                .init(
                    name: "C.Main", tool: "shell",
                    inputs: [package + "/Sources/Main/main.swift", debug + "/Own.swiftmodule"],
                    outputs: [debug + "/Main.build/main.swift.o"]),
                link,
            ]
        }

        var link: BuildPlan.Command {
            .init(
                name: "C.app", tool: "shell", inputs: [debug + "/Own.build/a.swift.o"], outputs: [debug + "/app"],
                arguments: [
                    "/usr/bin/swiftc", "-ledit", "-L", debug, "-o", debug + "/app", "-module-name", "app",
                    "-emit-executable", "-Xlinker", "--defsym", "-Xlinker", "main=Main_main", "-Xlinker",
                    "-rpath=$ORIGIN", "@" + debug + "/app.product/Objects.LinkFileList", "-g",
                ])
        }
    }

    @Test func theOwnObjects_linkAgainstALibraryOfTheRest() throws {
        let build = try Build()
        let split = try #require(SplitLink.make(link: build.link, needed: build.needed, package: build.package))
        let folder = build.debug + "/workbench-split"
        #expect(
            split.library == [
                "/usr/bin/swiftc", "-emit-library", "-o", folder + "/libworkbench-dependencies.so", "-module-name",
                "workbench_dependencies", "-ledit", "-L", build.debug, "-Xlinker", "-rpath=$ORIGIN", "-g",
                "@" + folder + "/dependencies.list",
            ])
        #expect(
            split.executable == [
                "/usr/bin/swiftc", "-ledit", "-L", build.debug, "-o", build.debug + "/app", "-module-name", "app",
                "-emit-executable", "-Xlinker", "--defsym", "-Xlinker", "main=Main_main", "-Xlinker", "-rpath=$ORIGIN",
                "@" + folder + "/own.list", "-g", "-L", folder, "-lworkbench-dependencies", "-Xlinker", "-rpath",
                "-Xlinker", folder,
            ])
        let own = try String(contentsOfFile: folder + "/own.list", encoding: .utf8)
        #expect(own == build.debug + "/Own.build/a.swift.o\n" + build.debug + "/Main.build/main.swift.o\n")
        let dependencies = try String(contentsOfFile: folder + "/dependencies.list", encoding: .utf8)
        #expect(dependencies == build.debug + "/Dep.build/d.swift.o\n" + build.debug + "/Dep.build/e.swift.o\n")
    }

    /// A generated workbench that reuses the user's build names those objects in a list of its own
    /// among the link's flags (the generator's `ReusedBuild`): they go into the library too, and
    /// the executable's link no longer names them.
    @Test func objectsInAListOfTheManifestsFlags_goInTheLibrary() throws {
        let build = try Build()
        let reused = build.root + "/user/TextUI.build/t.swift.o"
        let list = build.package + "/ReusedModules/objects-1f.list"
        try FileManager.default.createDirectory(
            atPath: (list as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (reused + "\n").write(toFile: list, atomically: false, encoding: .utf8)
        var link = build.link
        link.arguments += ["-use-ld=lld", "@" + list]
        let split = try #require(SplitLink.make(link: link, needed: build.needed, package: build.package))
        let folder = build.debug + "/workbench-split"
        #expect(split.library?.contains("@" + list) == false)
        #expect(split.library?.contains("-use-ld=lld") == true)
        #expect(!split.executable.contains("@" + list))
        #expect(split.executable.contains("@" + folder + "/own.list"))
        let dependencies = try String(contentsOfFile: folder + "/dependencies.list", encoding: .utf8)
        #expect(
            dependencies
                == build.debug + "/Dep.build/d.swift.o\n" + build.debug + "/Dep.build/e.swift.o\n" + reused + "\n")
        let own = try String(contentsOfFile: folder + "/own.list", encoding: .utf8)
        #expect(own == build.debug + "/Own.build/a.swift.o\n" + build.debug + "/Main.build/main.swift.o\n")
    }

    @Test func theLibrary_isLinkedAgainOnlyWhenAnObjectIsNewer_orItWasNeverMade() throws {
        let build = try Build()
        let folder = build.debug + "/workbench-split"
        #expect(SplitLink.make(link: build.link, needed: build.needed, package: build.package)?.library != nil)
        #expect(
            SplitLink.make(link: build.link, needed: build.needed, package: build.package)?.library != nil,
            "no library was made, yet it counts as linked")

        try "library".write(toFile: folder + "/libworkbench-dependencies.so", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: folder + "/libworkbench-dependencies.so")
        let again = try #require(SplitLink.make(link: build.link, needed: build.needed, package: build.package))
        #expect(again.library == nil)

        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(120)], ofItemAtPath: build.debug + "/Dep.build/e.swift.o")
        #expect(SplitLink.make(link: build.link, needed: build.needed, package: build.package)?.library != nil)
    }

    @Test func aLinkCommandItDoesNotKnow_isLeftAsItIs() throws {
        let build = try Build()
        var link = build.link
        link.arguments.removeAll { $0 == "-emit-executable" }
        #expect(SplitLink.make(link: link, needed: build.needed, package: build.package) == nil)
        var unlisted = build.link
        unlisted.arguments.removeAll { $0.hasPrefix("@") }
        #expect(SplitLink.make(link: unlisted, needed: build.needed, package: build.package) == nil)
    }
}
