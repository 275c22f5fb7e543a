import FileReading
import Foundation

/// `watch`: looks at the watched sources when inotify says something changed (or a few times a
/// second where there is no inotify); when one changes it runs the generator, then the build, off
/// the main actor. A failed build is shown as one block and the session keeps running; a
/// build that succeeds hands the session's commands to `relaunch`, which starts the new build
/// with them (``WorkbenchApp`` ends the REPL and executes it in place).
@MainActor
final class LiveReload {
    let reload: WorkbenchReload
    private let output: SessionOutput
    private let commands: @MainActor () -> [String]
    private let waits: @MainActor () -> [ReplayWait]
    private let relaunch: @MainActor (ResumeFile) -> Void
    private let noticing: SourceChanges.Noticing
    private var task: Task<Void, Never>?

    /// Whether the sources are being watched.
    var isWatching: Bool { task != nil }

    init(
        _ reload: WorkbenchReload, output: SessionOutput, commands: @escaping @MainActor () -> [String],
        waits: @escaping @MainActor () -> [ReplayWait] = { [] },
        relaunch: @escaping @MainActor (ResumeFile) -> Void, noticing: SourceChanges.Noticing = .automatic
    ) {
        self.reload = reload
        self.noticing = noticing
        self.output = output
        self.commands = commands
        self.waits = waits
        self.relaunch = relaunch
    }

    /// Starts watching (the sources as they are now count as seen). Changes are noticed by
    /// inotify where the system has it, else by a look every poll interval; the files are looked
    /// at off the main actor.
    func start() {
        guard task == nil else { return }
        let folders = reload.watching
        // Listening starts before the first look, so a save in between is not missed.
        let changes = SourceChanges.stream(under: folders, interval: reload.pollInterval, noticing: noticing)
        task = Task { [weak self] in
            var seen = await SourceFingerprint.taking(of: folders)
            for await _ in changes {
                let now = await SourceFingerprint.taking(of: folders)
                guard now != seen, let self else { continue }
                // Never below zero: a file may say it was saved in the future (another clock).
                let noticing = max(0, Date().timeIntervalSince1970 - now.latestChange)
                seen = await self.rebuild(changedAt: now.latestChange, noticing: noticing, seen: now)
            }
        }
    }

    /// Stops watching.
    func stop() {
        task?.cancel()
        task = nil
    }

    /// Builds until a build starts from the sources as they still are when it ends (a save during
    /// a build builds again), then hands the session over with where the time went; a failed
    /// build is shown. Returns the sources the last build saw.
    private func rebuild(changedAt: Double, noticing: Double, seen: SourceFingerprint) async -> SourceFingerprint {
        var built = seen
        var changedAt = changedAt
        var noticing = noticing
        while true {
            output.write("watch: sources changed; building…")
            var generatorSeconds = 0.0
            if let generate = reload.generate {
                let generated = await BuildCommand.run(generate)
                generatorSeconds = generated.seconds
                guard generated.status == 0 else {
                    showFailure(generated.output)
                    return built
                }
            }
            let began = Date()
            let result = await build()
            guard result.status == 0 else {
                showFailure(result.output)
                return built
            }
            if let stamp = reload.buildStamp {
                BuildStamp(began: began.timeIntervalSince1970, ended: Date().timeIntervalSince1970).write(stamp)
            }
            let now = await SourceFingerprint.taking(of: reload.watching)
            if now != built {
                built = now
                changedAt = now.latestChange
                noticing = 0
                continue
            }
            guard isWatching else { return built }
            let parts = ReloadParts(
                noticing: noticing, generator: generatorSeconds, planning: result.timeline.planning,
                compiling: result.timeline.compiling, linking: result.timeline.linking,
                handedOverAt: Date().timeIntervalSince1970)
            relaunch(
                ResumeFile(
                    commands: commands(), changedAt: changedAt, buildSeconds: generatorSeconds + result.seconds,
                    parts: parts, waits: waits()))
            return built
        }
    }

    /// Builds what changed: by SwiftPM's last plan when it still holds (``PlannedBuild``), else
    /// with SwiftPM, saying why when there was a plan.
    private func build() async -> BuildCommand.Result {
        guard reload.buildPlan != nil else { return await BuildCommand.run(reload.build) }
        let reload = self.reload
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let planned = try await BlockingFileWork.run { () throws(PlannedBuild.Unusable) in
                try PlannedBuild.prepare(reload)
            }
            return await planned.run(planning: (clock.now - started).inSeconds)
        } catch {
            output.write("watch: building with SwiftPM (\(error.reason))")
            return await BuildCommand.run(reload.build)
        }
    }

    /// Shows a failed build's errors, with the real folders' paths.
    private func showFailure(_ buildOutput: String) {
        output.writeError("the build failed (the session keeps running on the previous build):")
        var errors = BuildCommand.errors(in: buildOutput)
        for (link, folder) in reload.linkedFolders {
            errors = errors.replacingOccurrences(of: link + "/", with: folder + "/")
        }
        output.write(errors)
    }
}
