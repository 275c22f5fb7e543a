import FileReading
import Foundation

/// A reload's build without SwiftPM: the commands of SwiftPM's last build plan (``BuildPlan``)
/// that a saved change needs, run in order. SwiftPM's own build spends about a second loading
/// the package and planning before it compiles anything; while the package keeps its shape, the
/// last plan still holds, and the compiler's own incremental build (each compile command is the
/// Swift driver with `-incremental`) does the rest.
///
/// The plan is used only while it still describes the package: its manifests (`Package.swift`)
/// unchanged since the last build, no Swift file added to or removed from a watched folder, and
/// every step the change may need one that runs a program (`shell`) or only names others
/// (`phony`). Otherwise ``prepare(_:)`` says why, and `watch` builds with SwiftPM, which plans again.
///
/// What changed is told by the last successful build (``BuildStamp``): a source written since it
/// began, and a file a command makes that is newer than its end (made since, by this build or a
/// failed one). A step runs when, as its turn comes, one of the files it reads changed: a compile
/// that leaves its module as it was (the compiler does not write an unchanged module) spares the
/// modules that import it, and only the link runs again.
struct PlannedBuild: Sendable {
    /// Why the last plan cannot build this change.
    struct Unusable: Error, Equatable, Sendable, CustomStringConvertible {
        /// The reason, said to the user.
        let reason: String

        init(_ reason: String) { self.reason = reason }

        var description: String { reason }
    }

    /// One command that may run.
    struct Step: Equatable, Sendable {
        /// The plan's name for the command it stands for.
        var name: String
        /// The program and its arguments.
        var arguments: [String]
        /// The files it reads, through the plan's `phony` nodes too; nil: it always runs.
        var inputs: [String]?
        /// The files it makes: one missing makes it run.
        var outputs: [String] = []
        /// Whether it links the executable (its time counts as linking).
        var links = false
        /// What runs instead when it fails: the plan's own link, for a part of a ``SplitLink``.
        var fallback: [String]? = nil
    }

    /// The commands that may run, in order (those downstream of a changed source); the link last.
    let steps: [Step]
    /// The files some command of the plan makes.
    let made: Set<String>
    /// The last successful build.
    let since: BuildStamp

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
        try checkManifests(plan, since: since.began)
        try checkSourceFiles(needed, reload: reload, since: since.began)
        let package = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return try PlannedBuild(needed, executable: executable, since: since, package: package)
    }

    /// The steps of `needed` downstream of a file changed since `since`; the link split in two
    /// (``SplitLink``) when the package's own objects can be told from the rest.
    private init(_ needed: [BuildPlan.Command], executable: String, since: BuildStamp, package: String)
        throws(Unusable)
    {
        let made = Set(needed.flatMap(\.outputs))
        self.made = made
        self.since = since
        var changed: Set<String> = []
        for command in needed {
            for input in command.inputs where Self.isFile(input) && !changed.contains(input) {
                guard let modified = FileTimes.modified(input) else {
                    // A made file the compiler removed when its compile failed: made again below.
                    guard made.contains(input) else {
                        throw Unusable("\((input as NSString).lastPathComponent) is missing")
                    }
                    changed.insert(input)
                    continue
                }
                if modified >= (made.contains(input) ? since.ended : since.began) { changed.insert(input) }
            }
        }
        // What each `phony` node stands for: the files behind it.
        var behind: [String: [String]] = [:]
        var steps: [Step] = []
        for command in needed {
            let files = command.inputs.flatMap { Self.isFile($0) ? [$0] : behind[$0] ?? [] }
            if command.tool == "phony" {
                for output in command.outputs { behind[output] = files }
                continue
            }
            let outputs = command.outputs.filter(Self.isFile)
            guard files.contains(where: changed.contains) || outputs.contains(where: { FileTimes.modified($0) == nil })
            else { continue }
            switch command.tool {
            case "shell" where command.outputs.contains(executable):
                let link = Step(name: command.name, arguments: command.arguments, inputs: files, links: true)
                guard let split = SplitLink.make(link: command, needed: needed, package: package) else {
                    steps.append(link)
                    continue
                }
                if let library = split.library {
                    steps.append(
                        Step(
                            name: command.name, arguments: library, inputs: nil, links: true,
                            fallback: command.arguments))
                }
                steps.append(
                    Step(
                        name: command.name, arguments: split.executable, inputs: files, links: true,
                        fallback: command.arguments))
            case "shell":
                steps.append(Step(name: command.name, arguments: command.arguments, inputs: files, outputs: outputs))
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
    }

    /// Whether `step` must run now: a file it reads changed since the last build (a source
    /// written since it began, a made file newer than its end, or one missing), or a file it makes
    /// is missing.
    func mustRun(_ step: Step) -> Bool {
        guard let inputs = step.inputs else { return true }
        if step.outputs.contains(where: { FileTimes.modified($0) == nil }) { return true }
        return inputs.contains { input in
            guard let modified = FileTimes.modified(input) else { return true }
            return modified >= (made.contains(input) ? since.ended : since.began)
        }
    }

    /// Runs the steps that must run (``mustRun(_:)``, asked as each one's turn comes) in order,
    /// stopping at the first that fails; the result's timeline counts `planning` seconds already
    /// spent, the steps before the link as compiling, the link as linking.
    func run(planning: Double) async -> BuildCommand.Result {
        var output = ""
        var compiling = 0.0
        var linking = 0.0
        for step in steps where mustRun(step) {
            var result = await Self.run(step.arguments)
            if result.status != 0, let fallback = step.fallback {
                // The split link failed: the plan's own link makes the executable instead.
                output += "watch: the split link failed; linking the whole workbench\n"
                linking += result.seconds
                result = await Self.run(fallback)
                output += result.output
                linking += result.seconds
                return Self.result(result.status, output, planning, compiling, linking)
            }
            output += result.output
            if step.links { linking += result.seconds } else { compiling += result.seconds }
            guard result.status == 0 else {
                return Self.result(result.status, output, planning, compiling, linking)
            }
        }
        return Self.result(0, output, planning, compiling, linking)
    }

    /// Runs a command with plain diagnostics (SwiftPM asks the driver for JSON it reads itself).
    private static func run(_ arguments: [String]) async -> BuildCommand.Result {
        await BuildCommand.run(arguments.filter { $0 != "-parseable-output" })
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
                if let modified = FileTimes.modified(input), modified >= since {
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
        for path in planned where FileTimes.modified(path) == nil {
            throw Unusable("\((path as NSString).lastPathComponent) was removed")
        }
        for path in reload.watching.flatMap(SwiftSourceFiles.under) where !planned.contains(path) {
            if let changed = FileTimes.changed(path), changed >= since {
                throw Unusable("\((path as NSString).lastPathComponent) is new")
            }
        }
    }

    /// A path, not a `<virtual>` node or a folder.
    private static func isFile(_ input: String) -> Bool {
        !input.hasPrefix("<") && !input.hasSuffix("/")
    }
}
