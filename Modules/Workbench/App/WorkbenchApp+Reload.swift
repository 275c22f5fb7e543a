import Foundation

/// `watch`: a ``LiveReload`` that, once a build succeeds, ends the REPL and hands the session
/// over; ``WorkbenchApp/run(arguments:)`` then starts the new build in this process.
extension WorkbenchApp {
    /// What a reload hands over, set when the REPL is ended for it.
    @MainActor
    final class HandOver {
        var resume: ResumeFile?
    }

    /// The live reload of `session`: a successful build records the resume in `handOver` and ends `runner`.
    /// It holds the session and the runner weakly (the session holds it: anything more would be a cycle).
    @MainActor
    func liveReload(_ reload: WorkbenchReload, session: WorkbenchSession, runner: ReplRunner, handOver: HandOver)
        -> LiveReload
    {
        LiveReload(
            reload, output: session.outputBetweenCommands,
            commands: { [weak session] in session?.resumeCommands() ?? [] },
            waits: { [weak session] in session?.mount?.resumeScript().steps.map(\.wait) ?? [] },
            relaunch: { [weak session, weak runner] resume in
                guard let session, let runner else { return }
                if let replay = session.mount?.steps, replay.isTruncated {
                    session.output.writeError(
                        "more than \(replay.capacity) steps since the mount: only the first \(replay.capacity) "
                            + "are replayed after the reload")
                }
                handOver.resume = resume
                runner.finish()
            })
    }

    /// Starts the new build in this process, with the session handed over; returns only when it
    /// cannot (then the status is 1 and the reason was shown).
    @MainActor
    func relaunch(_ reload: WorkbenchReload, _ resume: ResumeFile, arguments: [String]) -> Int32 {
        do {
            let path = try resume.write()
            let kept = WorkbenchFlag.keptOnReload(arguments, options: options)
            let argv = [reload.executable] + kept + ["--watch", "--resume", path]
            var pointers = argv.map { strdup($0) }
            pointers.append(nil)
            execv(reload.executable, pointers)
            let reason = String(cString: strerror(errno))
            for pointer in pointers { free(pointer) }
            unlink(path)
            StandardStreams.writeError("\(name): cannot start \(reload.executable): \(reason)")
        } catch {
            StandardStreams.writeError("\(name): cannot hand the session over: \(error)")
        }
        return 1
    }
}
