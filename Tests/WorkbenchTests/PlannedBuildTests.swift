import Foundation
import Testing

@testable import Workbench

/// `watch` builds a change by SwiftPM's last plan while the package keeps its shape: only the
/// commands downstream of a source saved since the last build run, in order; a new or removed
/// Swift file, a changed manifest or a step only SwiftPM can run sends the build to SwiftPM.
/// The plans here are written as SwiftPM writes them, with `/bin/sh` commands for the compiler.
@Suite struct PlannedBuildTests {
    /// A package whose target `A` is linked into the generated package (as the plugin does), with
    /// two sources, a module per source and a link; everything built and stamped at `built`.
    final class Package {
        let root: String
        let built = Date(timeIntervalSince1970: 1_000_000)

        init() throws {
            root = NSTemporaryDirectory() + "planned-build-" + UUID().uuidString
            let files = FileManager.default
            try files.createDirectory(atPath: root + "/src", withIntermediateDirectories: true)
            try files.createDirectory(atPath: root + "/gen/Sources", withIntermediateDirectories: true)
            try files.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: root + "/gen/Sources/A", withDestinationPath: root + "/src")
            try write("src/a.swift", "let a = 1", at: built - 100)
            try write("src/b.swift", "let b = 2", at: built - 100)
            try write("gen/Package.swift", "// manifest", at: built - 100)
            for made in ["out/A.mod", "out/B.mod", "out/sources", "out/app"] {
                try write(made, "old", at: built + 5)
            }
            try "\(built.timeIntervalSince1970) \(built.timeIntervalSince1970 + 10)".write(
                toFile: root + "/stamp", atomically: false, encoding: .utf8)
            try plan(extraCommand: "").write(toFile: root + "/plan.yaml", atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ path: String, _ text: String, at date: Date) throws {
            try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: root + "/" + path)
        }

        func read(_ path: String) -> String? { try? String(contentsOfFile: root + "/" + path, encoding: .utf8) }

        /// SwiftPM's plan: `out/A.mod` from `a.swift` (and the sources list), `out/B.mod` from
        /// `b.swift`, `out/app` from both modules; `<A.module>` a phony node for the first.
        func plan(extraCommand: String, moduleA: String = "cat a.swift > ../out/A.mod") -> String {
            let link = root + "/gen/Sources/A"
            func json(_ strings: [String]) -> String {
                "[" + strings.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]"
            }
            return """
                client:
                  name: basic
                  file-system: device-agnostic
                tools: {}
                targets:
                  "app-debug.exe": ["<app-debug.exe>"]
                default: "main"
                nodes:
                  "\(root)/gen/Sources/A/":
                    is-directory-structure: true
                commands:
                  "PackageStructure":
                    tool: package-structure-tool
                    inputs: \(json([link + "/", root + "/gen/Package.swift"]))
                    outputs: ["<PackageStructure>"]
                    description: "Planning build"
                    allow-missing-inputs: true

                  "\(root)/out/sources":
                    tool: write-auxiliary-file
                    inputs: \(json(["<sources-file-list>", link + "/a.swift", link + "/b.swift"]))
                    outputs: \(json([root + "/out/sources"]))
                    description: "Write auxiliary file"

                  "<A.module>":
                    tool: phony
                    inputs: \(json([root + "/out/A.mod"]))
                    outputs: ["<A.module>"]

                  "C.app-debug.exe":
                    tool: shell
                    inputs: \(json(["<A.module>", root + "/out/B.mod"]))
                    outputs: \(json([root + "/out/app"]))
                    description: "Linking app"
                    args: \(json(["/bin/sh", "-c", "cd \(root)/out && cat A.mod B.mod > app"]))

                  "C.A.module":
                    tool: shell
                    inputs: \(json([link + "/a.swift", root + "/out/sources"]))
                    outputs: \(json([root + "/out/A.mod"]))
                    description: "Compiling Swift Module 'A' (1 sources)"
                    args: \(json(["/bin/sh", "-c", "cd \(link) && \(moduleA)", "-parseable-output"]))

                  "C.B.module":
                    tool: shell
                    inputs: \(json([link + "/b.swift"]))
                    outputs: \(json([root + "/out/B.mod"]))
                    args: \(json(["/bin/sh", "-c", "cat \(link)/b.swift > \(root)/out/B.mod"]))
                \(extraCommand)
                """
        }

        var reload: WorkbenchReload {
            WorkbenchReload(
                build: ["/bin/false"], executable: root + "/out/app", watching: [root + "/src"],
                linkedFolders: [root + "/gen/Sources/A": root + "/src"], buildPlan: root + "/plan.yaml",
                buildStamp: root + "/stamp")
        }
    }

    @Test func thePlan_isReadAsSwiftPMWritesIt_andOrdersWhatATargetNeeds() throws {
        let package = try Package()
        let plan = try BuildPlan.read(package.root + "/plan.yaml")
        #expect(plan.commands.map(\.name).contains("C.A.module"))
        let link = try #require(plan.commands.first { $0.name == "C.app-debug.exe" })
        #expect(link.tool == "shell")
        #expect(link.arguments == ["/bin/sh", "-c", "cd \(package.root)/out && cat A.mod B.mod > app"])
        #expect(link.outputs == [package.root + "/out/app"])
        let needed = try #require(plan.commands(making: package.root + "/out/app")).map(\.name)
        #expect(needed.last == "C.app-debug.exe")
        for (before, after) in [("C.A.module", "<A.module>"), ("<A.module>", "C.app-debug.exe")] {
            #expect(try #require(needed.firstIndex(of: before)) < #require(needed.firstIndex(of: after)))
        }
        #expect(!needed.contains("PackageStructure"))
        #expect(plan.commands(making: "nothing") == nil)
    }

    @Test func aSavedSource_runsOnlyTheCommandsDownstreamOfIt_andTheBuildIsUpToDate() async throws {
        let package = try Package()
        try package.write("src/a.swift", "let a = 10", at: package.built + 5)

        let planned = try PlannedBuild.prepare(package.reload)
        #expect(planned.steps.map(\.name) == ["C.A.module", "C.app-debug.exe"])
        #expect(planned.steps.map(\.links) == [false, true])
        let result = await planned.run(planning: 0.25)
        #expect(result.status == 0, "\(result.output)")
        #expect(package.read("out/A.mod") == "let a = 10")
        #expect(package.read("out/B.mod") == "old", "module B ran though nothing it reads changed")
        #expect(package.read("out/app") == "let a = 10old")
        #expect(result.timeline.planning == 0.25)
        #expect(result.timeline.linking > 0)
    }

    @Test func nothingSaved_needsNoStep() throws {
        let package = try Package()
        #expect(try PlannedBuild.prepare(package.reload).steps.isEmpty)
    }

    @Test func aFailingStep_stopsTheBuild_withItsOutput_andTheSteps_runWithoutJSONDiagnostics() async throws {
        let package = try Package()
        try package.plan(extraCommand: "", moduleA: "echo a.swift:1: error: no, as $0 >&2; exit 1")
            .write(toFile: package.root + "/plan.yaml", atomically: true, encoding: .utf8)
        try package.write("src/a.swift", "let a = ", at: package.built + 5)

        let result = try await PlannedBuild.prepare(package.reload).run(planning: 0)
        #expect(result.status == 1)
        #expect(result.output.contains("a.swift:1: error: no, as /bin/sh"))
        #expect(!result.output.contains("-parseable-output"), "the driver was asked for JSON")
        #expect(package.read("out/app") == "old", "the link ran after a failed step")
    }

    @Test func aNewSwiftFile_aRemovedOne_orAChangedManifest_sendTheBuildToSwiftPM() throws {
        let added = try Package()
        try "let c = 3".write(toFile: added.root + "/src/c.swift", atomically: false, encoding: .utf8)
        #expect(throws: PlannedBuild.Unusable("c.swift is new")) { try PlannedBuild.prepare(added.reload) }

        let removed = try Package()
        try FileManager.default.removeItem(atPath: removed.root + "/src/b.swift")
        #expect(throws: PlannedBuild.Unusable("b.swift was removed")) { try PlannedBuild.prepare(removed.reload) }

        let manifest = try Package()
        try manifest.write("gen/Package.swift", "// changed", at: manifest.built + 1)
        #expect(throws: PlannedBuild.Unusable("Package.swift changed")) { try PlannedBuild.prepare(manifest.reload) }
    }

    /// A Swift file in a watched folder that the plan does not name, and that is older than the
    /// last build, is one the package leaves out (`exclude:`): it does not send the build to SwiftPM.
    @Test func anOlderFileThePlanDoesNotName_isOneThePackageLeavesOut() throws {
        let package = try Package()
        try "let left = 0".write(toFile: package.root + "/src/Left.swift", atomically: false, encoding: .utf8)
        let later = Date().timeIntervalSince1970 + 3600
        BuildStamp(began: later, ended: later + 10).write(package.root + "/stamp")
        #expect(try PlannedBuild.prepare(package.reload).steps.isEmpty)
    }

    @Test func aStepOnlySwiftPMCanRun_noStamp_orNoPlan_sendTheBuildToSwiftPM() throws {
        let package = try Package()
        let resources = """
              "copy":
                tool: copy-tool
                inputs: ["\(package.root)/gen/Sources/A/a.swift", "\(package.root)/gen/Sources/A/b.swift"]
                outputs: ["\(package.root)/out/copied"]
            """
        try package.plan(extraCommand: resources).write(
            toFile: package.root + "/plan.yaml", atomically: true, encoding: .utf8)
        var reload = package.reload
        reload.executable = package.root + "/out/copied"
        try package.write("out/copied", "", at: package.built - 50)
        try package.write("src/a.swift", "let a = 10", at: package.built + 5)
        #expect(throws: PlannedBuild.Unusable("the change needs SwiftPM's copy-tool step")) {
            try PlannedBuild.prepare(reload)
        }

        try FileManager.default.removeItem(atPath: package.root + "/stamp")
        #expect(throws: PlannedBuild.Unusable("the last build was not a workbench's")) {
            try PlannedBuild.prepare(package.reload)
        }
        var withoutPlan = package.reload
        withoutPlan.buildPlan = nil
        #expect(throws: PlannedBuild.Unusable("no build plan")) { try PlannedBuild.prepare(withoutPlan) }
    }

    @Test func theStamp_recordsWhenASuccessfulBuildBeganAndEnded() throws {
        let package = try Package()
        BuildStamp(began: 2_000_000.5, ended: 2_000_003.25).write(package.root + "/stamp2")
        #expect(BuildStamp.read(package.root + "/stamp2") == BuildStamp(began: 2_000_000.5, ended: 2_000_003.25))
        #expect(BuildStamp.read(package.root + "/none") == nil)
        try "3 2".write(toFile: package.root + "/stamp3", atomically: false, encoding: .utf8)
        #expect(BuildStamp.read(package.root + "/stamp3") == nil, "a build that ended before it began")
    }

    /// A compile that leaves its module as it was (the compiler does not write an unchanged module)
    /// spares what reads the module: here module A's command writes nothing, so the link does not run.
    @Test func aStepWhoseInputsDidNotChangeWhenItsTurnCame_doesNotRun() async throws {
        let package = try Package()
        try package.plan(extraCommand: "", moduleA: "true").write(
            toFile: package.root + "/plan.yaml", atomically: true, encoding: .utf8)
        try package.write("src/a.swift", "let a = 10", at: package.built + 5)
        let planned = try PlannedBuild.prepare(package.reload)
        #expect(planned.steps.map(\.name) == ["C.A.module", "C.app-debug.exe"])
        let result = await planned.run(planning: 0)
        #expect(result.status == 0)
        #expect(package.read("out/app") == "old", "the link ran though no module changed")
    }

    /// A file a build made after the last successful one ended (a build that failed half way) is
    /// changed: what reads it runs again, though its own sources are older than the last build.
    @Test func aFileMadeByAFailedBuild_orMissing_makesWhatReadsItRunAgain() async throws {
        let package = try Package()
        try package.write("out/B.mod", "from a failed build", at: package.built + 20)
        let planned = try PlannedBuild.prepare(package.reload)
        #expect(planned.steps.map(\.name) == ["C.app-debug.exe"])
        #expect(await planned.run(planning: 0).status == 0)
        #expect(package.read("out/app") == "oldfrom a failed build")

        try FileManager.default.removeItem(atPath: package.root + "/out/B.mod")
        let remade = try PlannedBuild.prepare(package.reload)
        #expect(remade.steps.map(\.name) == ["C.B.module", "C.app-debug.exe"])
        #expect(await remade.run(planning: 0).status == 0)
        #expect(package.read("out/app") == "oldlet b = 2")

        try FileManager.default.removeItem(atPath: package.root + "/src/b.swift")
        try package.plan(extraCommand: "").replacingOccurrences(
            of: "/gen/Sources/A/b.swift", with: "/elsewhere/b.swift"
        )
        .write(toFile: package.root + "/plan.yaml", atomically: true, encoding: .utf8)
        #expect(throws: PlannedBuild.Unusable("b.swift is missing")) { try PlannedBuild.prepare(package.reload) }
    }

    /// The compiler removes what a failed compile would have made: the next build, after the fix,
    /// makes it again (its source was saved since the last successful build anyway).
    @Test func aBuildAfterAFailedOne_makesWhatTheFailureRemoved() async throws {
        let package = try Package()
        try package.write("src/a.swift", "let a = 20", at: package.built + 30)
        try FileManager.default.removeItem(atPath: package.root + "/out/A.mod")
        let planned = try PlannedBuild.prepare(package.reload)
        #expect(planned.steps.map(\.name) == ["C.A.module", "C.app-debug.exe"])
        #expect(await planned.run(planning: 0).status == 0)
        #expect(package.read("out/app") == "let a = 20old")
    }
}
