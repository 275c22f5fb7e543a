import Foundation

/// A reload's build without SwiftPM: the commands of SwiftPM's last build plan (``BuildPlan``)
/// that a saved change needs, run in order. SwiftPM's own build spends about a second loading
/// the package and planning before it compiles anything; while the package keeps its shape, the
/// last plan still holds, and the compiler's own incremental build (each compile command is the
/// Swift driver with `-incremental`) does the rest.
///
/// The plan is used only while it still describes the package: its manifests (`Package.swift`)
/// unchanged since the last build, no Swift file added to or removed from a watched folder, and
/// every step the change needs one that runs a program (`shell`) or only names others (`phony`).
/// Otherwise ``prepare(_:)`` says why, and `watch` builds with SwiftPM, which plans again.
///
/// What changed is told by the time the last build started (``BuildStamp``): a source saved
/// since then is changed, and so is whatever a command that reads a changed file makes.
struct PlannedBuild: Sendable {
    /// Why the last plan cannot build this change.
    struct Unusable: Error, Equatable, Sendable, CustomStringConvertible {
        /// The reason, said to the user.
        let reason: String

        init(_ reason: String) { self.reason = reason }

        var description: String { reason }
    }

    /// The commands to run, in order; the last one makes the executable (the link), unless the
    /// change needs no link.
    let steps: [BuildPlan.Command]
    /// Whether the last step makes the executable.
    let links: Bool

    /// The build of the change since the last build, from the plan at `reload.buildPlan`.
    ///
    /// - Throws: ``Unusable`` when the plan cannot build it (say why, then build with SwiftPM).
    static func prepare(_ reload: WorkbenchReload) throws(Unusable) -> PlannedBuild {
        guard let path = reload.buildPlan, let stamp = reload.buildStamp else { throw Unusable("no build plan") }
        guard let since = BuildStamp.read(stamp) else { throw Unusable("the last build was not a workbench's") }
        let executable = URL(fileURLWithPath: reload.executable).resolvingSymlinksInPath().path
        let plan = try BuildPlan.read(path)
        guard let needed = plan.commands(making: executable) else {
            throw Unusable("SwiftPM's plan does not make \(executable)")
        }
        try checkManifests(plan, since: since)
        try checkSourceFiles(needed, reload: reload, since: since)
        return try PlannedBuild(needed, executable: executable, since: since)
    }

    /// The steps of `needed` that a file changed since `since` makes run.
    private init(_ needed: [BuildPlan.Command], executable: String, since: Double) throws(Unusable) {
        let made = Set(needed.flatMap(\.outputs))
        var changed: Set<String> = []
        for command in needed {
            for input in command.inputs where !made.contains(input) && Self.isFile(input) {
                guard let modified = Self.modified(input) else { throw Unusable("\(input) is gone") }
                if modified >= since { changed.insert(input) }
            }
        }
        var steps: [BuildPlan.Command] = []
        for command in needed where command.inputs.contains(where: changed.contains) {
            switch command.tool {
            case "shell":
                steps.append(command)
                changed.formUnion(command.outputs)
            case "phony":
                changed.formUnion(command.outputs)
            case "write-auxiliary-file":
                // Lists of names (sources, objects) and the compiler's version: the same while
                // the files are the same ones (checked), so what reads them need not run again.
                continue
            default:
                throw Unusable("the change needs SwiftPM's \(command.tool) step")
            }
        }
        self.steps = steps
        links = steps.last?.outputs.contains(executable) ?? false
    }

    /// Runs the steps in order, stopping at the first that fails; the result's timeline counts
    /// `planning` seconds already spent, the steps before the link as compiling, the link as linking.
    func run(planning: Double) async -> BuildCommand.Result {
        var output = ""
        var compiling = 0.0
        var linking = 0.0
        for (index, step) in steps.enumerated() {
            // Plain diagnostics: SwiftPM asks the driver for JSON it reads itself.
            let result = await BuildCommand.run(step.arguments.filter { $0 != "-parseable-output" })
            output += result.output
            if links && index == steps.count - 1 { linking += result.seconds } else { compiling += result.seconds }
            guard result.status == 0 else {
                return Self.result(result.status, output, planning, compiling, linking)
            }
        }
        return Self.result(0, output, planning, compiling, linking)
    }

    private static func result(
        _ status: Int32, _ output: String, _ planning: Double, _ compiling: Double, _ linking: Double
    )
        -> BuildCommand.Result
    {
        BuildCommand.Result(
            status: status, output: output, seconds: planning + compiling + linking,
            timeline: BuildTimeline(planning: planning, compiling: compiling, linking: linking))
    }

    /// The package manifests SwiftPM planned from (the inputs of its `package-structure-tool`
    /// step that are files) are older than the last build.
    private static func checkManifests(_ plan: BuildPlan, since: Double) throws(Unusable) {
        for command in plan.commands where command.tool == "package-structure-tool" {
            for input in command.inputs where isFile(input) {
                if let modified = modified(input), modified >= since {
                    throw Unusable("\((input as NSString).lastPathComponent) changed")
                }
            }
        }
    }

    /// The Swift files in the watched folders are the ones the plan compiles: none removed, none
    /// new (a file the plan does not name, made or moved in since the last build; an older one is
    /// a file the package leaves out).
    private static func checkSourceFiles(_ needed: [BuildPlan.Command], reload: WorkbenchReload, since: Double)
        throws(Unusable)
    {
        func real(_ path: String) -> String {
            for (link, folder) in reload.linkedFolders where path.hasPrefix(link + "/") {
                return folder + path.dropFirst(link.count)
            }
            return path
        }
        let folders = reload.watching.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let planned = Set(
            needed.flatMap(\.inputs).filter { $0.hasSuffix(".swift") }.map(real).filter { path in
                folders.contains { path.hasPrefix($0) }
            })
        for path in planned where modified(path) == nil {
            throw Unusable("\((path as NSString).lastPathComponent) was removed")
        }
        for path in SourceFingerprint.take(of: reload.watching).paths where !planned.contains(path) {
            if let changed = changed(path), changed >= since {
                throw Unusable("\((path as NSString).lastPathComponent) is new")
            }
        }
    }

    /// A path, not a `<virtual>` node or a folder.
    private static func isFile(_ input: String) -> Bool {
        !input.hasPrefix("<") && !input.hasSuffix("/")
    }

    /// When the file at `path` was last written, in seconds since 1970; nil when there is none.
    static func modified(_ path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            return seconds(status.st_mtimespec)
        #else
            return seconds(status.st_mtim)
        #endif
    }

    /// When the file at `path` was last written, renamed or moved (its status changed).
    private static func changed(_ path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            return seconds(status.st_ctimespec)
        #else
            return seconds(status.st_ctim)
        #endif
    }

    private static func seconds(_ time: timespec) -> Double {
        Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
