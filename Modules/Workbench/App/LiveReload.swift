import Foundation

/// `watch`: looks at the watched sources a few times a second; when one changes it runs the build
/// off the main actor. A failed build is shown as one block and the session keeps running; a
/// build that succeeds hands the session's commands to `relaunch`, which starts the new build
/// with them (``WorkbenchApp`` ends the REPL and executes it in place).
@MainActor
final class LiveReload {
    let reload: WorkbenchReload
    private let output: SessionOutput
    private let commands: @MainActor () -> [String]
    private let relaunch: @MainActor (ResumeFile) -> Void
    private var task: Task<Void, Never>?

    /// Whether the sources are being watched.
    var isWatching: Bool { task != nil }

    init(
        _ reload: WorkbenchReload, output: SessionOutput, commands: @escaping @MainActor () -> [String],
        relaunch: @escaping @MainActor (ResumeFile) -> Void
    ) {
        self.reload = reload
        self.output = output
        self.commands = commands
        self.relaunch = relaunch
    }

    /// Starts watching (the sources as they are now count as seen). The files are looked at off the
    /// main actor.
    func start() {
        guard task == nil else { return }
        let folders = reload.watching
        let interval = reload.pollInterval
        task = Task { [weak self] in
            var seen = await SourceFingerprint.taking(of: folders)
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                let now = await SourceFingerprint.taking(of: folders)
                guard now != seen, let self else { continue }
                seen = await self.rebuild(changedAt: now.latestChange, seen: now)
            }
        }
    }

    /// Stops watching.
    func stop() {
        task?.cancel()
        task = nil
    }

    /// Builds until a build starts from the sources as they still are when it ends (a save during
    /// a build builds again), then hands the session over; a failed build is shown. Returns the
    /// sources the last build saw.
    private func rebuild(changedAt: Double, seen: SourceFingerprint) async -> SourceFingerprint {
        var built = seen
        var changedAt = changedAt
        while true {
            output.write("watch: sources changed; building…")
            let started = Date()
            let result = await BuildCommand.run(reload.build)
            let seconds = Date().timeIntervalSince(started)
            guard result.status == 0 else {
                output.writeError("the build failed (the session keeps running on the previous build):")
                var errors = BuildCommand.errors(in: result.output)
                for (link, folder) in reload.linkedFolders {
                    errors = errors.replacingOccurrences(of: link + "/", with: folder + "/")
                }
                output.write(errors)
                return built
            }
            let now = await SourceFingerprint.taking(of: reload.watching)
            if now != built {
                built = now
                changedAt = now.latestChange
                continue
            }
            guard isWatching else { return built }
            relaunch(ResumeFile(commands: commands(), changedAt: changedAt, buildSeconds: seconds))
            return built
        }
    }
}
