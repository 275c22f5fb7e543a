import Foundation
import Testing

@testable import Workbench

/// `watch` rebuilds when a watched source changes: a failed build is shown and the session keeps
/// running; a build that succeeds hands over the commands that bring the session back (the mount,
/// its story and values, then each step as undo left them), and the new process replays them quietly.
@MainActor
@Suite struct LiveReloadTests {
    @Test func theResumeCommands_areTheMountThenEachStepAsUndoLeftThem() async {
        let harness = SessionHarness()
        _ = await harness.run(#"mount NoteBoard/OpenShopping title="x y""#)
        _ = await harness.run("set onlyOpen false")
        _ = await harness.run(#"type Title "a b""#)
        _ = await harness.run("select Order Newest")
        _ = await harness.run("reset")
        _ = await harness.run("undo")
        let commands = harness.session.resumeCommands()
        #expect(
            commands == [
                #"mount NoteBoard/OpenShopping title="x y""#,
                "set onlyOpen false", #"type Title "a b""#, "select Order Newest",
            ])
        #expect(SessionHarness().session.resumeCommands().isEmpty)

        let resumed = SessionHarness()
        #expect(await resumed.session.resume(ResumeFile(commands: commands, changedAt: 0, buildSeconds: 0)))
        #expect(await resumed.printed("get title") == #""a b""#)
        #expect(await resumed.printed("get onlyOpen") == "false")
        #expect(await resumed.printed("get order") == #""newest""#)
    }

    /// A story is mounted again by its key: its display name may hold a slash (`Open/done`), which
    /// `mount` would read as the end of the component's name.
    @Test func aStoryWhoseNameHoldsASlash_isMountedAgainByItsKey() async {
        let harness = SessionHarness()
        _ = await harness.run("mount NoteBoard/OpenDone")
        let commands = harness.session.resumeCommands()
        #expect(commands == ["mount NoteBoard/OpenDone"])

        let resumed = SessionHarness()
        #expect(await resumed.session.resume(ResumeFile(commands: commands, changedAt: 0, buildSeconds: 0)))
        #expect(resumed.errors.isEmpty)
        #expect(await resumed.printed("get title") == #""open/done""#)
    }

    /// The reload wiring holds the session and its runner weakly: the session owns it, so a strong
    /// hold was a cycle, and every session of an app with a reload was never freed (LeakSanitizer
    /// found it rooted at WorkbenchSession.init).
    @Test func aSessionWithALiveReload_isFreedWhenItsAppIsDone() {
        weak var freed: WorkbenchSession?
        weak var freedRunner: ReplRunner?
        do {
            let session = WorkbenchSession(
                catalogs: [TestCatalog.catalog], output: SessionOutput(write: { _ in }, writeError: { _ in }))
            let runner = ReplRunner(
                session: session, source: ScriptLineSource(lines: []), keepGoing: false, errors: session.output)
            let app = WorkbenchApp(name: "shelf", summary: "", catalogs: [TestCatalog.catalog])
            let reload = WorkbenchReload(build: ["/bin/true"], executable: "/bin/true", watching: [])
            session.liveReload = app.liveReload(reload, session: session, runner: runner, handOver: .init())
            freed = session
            freedRunner = runner
        }
        #expect(freed == nil, "the session was kept alive")
        #expect(freedRunner == nil, "the runner was kept alive")
    }

    @Test func stateWrites_andDependencySwaps_areReplayedByTheirCommands() async {
        let harness = SessionHarness()
        _ = await harness.run("mount Counter")
        _ = await harness.run("set count 5")
        _ = await harness.run("tap Increment")
        #expect(harness.session.resumeCommands() == ["mount Counter", "set Counter.count 5", "tap Increment"])

        _ = await harness.run("mount NoteBoard")
        _ = await harness.run(#"use source one "a note""#)
        #expect(harness.session.resumeCommands() == ["mount NoteBoard", #"use source one "a note""#])
    }

    @Test func resuming_replaysQuietly_thenShowsTheComponentAsItWas() async {
        let first = SessionHarness()
        _ = await first.run("mount Counter")
        _ = await first.run("tap Increment")
        _ = await first.run("tap Increment")
        let commands = first.session.resumeCommands()

        let second = SessionHarness()
        let parts = ReloadParts(
            noticing: 0.01, generator: 0.04, planning: 0.5, compiling: 0.75, linking: 0.2,
            handedOverAt: Date().timeIntervalSince1970 - 1)
        let file = ResumeFile(
            commands: commands, changedAt: Date().timeIntervalSince1970 - 2, buildSeconds: 1.5, parts: parts)
        #expect(await second.session.resume(file))
        #expect(second.output.count == 3)
        let seconds = second.output[0].split(separator: " ").dropFirst(3).first.flatMap { Double($0) }
        #expect(second.output[0].hasPrefix("watch: reloaded in "))
        #expect((seconds ?? 0) >= 2)
        #expect(second.output[0].hasSuffix("(build 1.50 s), 3 command(s) replayed"))
        #expect(
            second.output[1].hasPrefix(
                "watch: noticing 0.01 s, generator 0.04 s, planning 0.50 s, compiling 0.75 s, linking 0.20 s, restart "),
            "each part, in order")
        let restart = second.output[1].split(separator: ", ").first { $0.hasPrefix("restart ") }
            .flatMap { Double($0.split(separator: " ")[1]) }
        #expect((restart ?? 0) >= 1, "the restart counts from the hand-over")
        #expect(second.output[1].contains(", replay ") && second.output[1].contains(", rendering "))
        #expect(second.output[2] == "count 2\n[ Increment ]")
        #expect(await second.printed("get Counter.count") == "2")
    }

    /// The replay stops at a step that cannot be taken again (the steps after it would act on
    /// another state than they did), says where and how to go on, and keeps the rest for `replay`.
    @Test func aCommandThatNoLongerReplays_stopsTheReplay_keepingTheRest() async {
        let harness = SessionHarness()
        let file = ResumeFile(
            commands: ["mount Counter", "tap Gone", "tap Increment"], changedAt: Date().timeIntervalSince1970,
            buildSeconds: 0)
        #expect(await harness.session.resume(file) == false)
        #expect(
            harness.errors == [
                "could not replay the session after the change: step 1 of 2 (tap Gone) could not be taken again: "
                    + #"no button labelled "Gone" (found: "Increment"); the session stands after step 0 of 2, its "#
                    + "log and its steps kept: `replay` takes steps 1–2 again, a new step goes on from step 0"
            ],
            "with the reason")
        #expect(await harness.printed("get Counter.count") == "0")
        #expect(harness.session.resumeCommands() == ["mount Counter", "tap Gone", "tap Increment"], "kept")
    }

    @Test func watch_inAWorkbenchThatCannotRebuild_saysHowToGetOne() async {
        let harness = SessionHarness()
        #expect(await harness.run("watch") == .failed)
        #expect(harness.lastError.hasPrefix("this workbench cannot rebuild itself"))
    }

    @Test func aChangedSource_withAFailingBuild_showsItsErrors_andWithABuildThatWorks_handsTheSessionOver()
        async throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("View.swift")
        try "let a = 1\n".write(to: source, atomically: true, encoding: .utf8)

        let harness = SessionHarness()
        _ = await harness.run("mount Counter")
        _ = await harness.run("tap Increment")
        var reload = WorkbenchReload(
            build: ["/bin/sh", "-c", "echo 'compiling'; echo '/gen/Sources/App/View.swift:1:9: error: boom'; exit 1"],
            executable: "/bin/true", watching: [folder.path], linkedFolders: ["/gen/Sources/App": folder.path])
        reload.pollInterval = .milliseconds(20)
        let (failing, failed) = makeSUT(reload, harness: harness)
        failing.start()
        try await touchUntil(source, secondsAhead: 10) { harness.errors.contains { $0.hasPrefix("the build failed") } }
        failing.stop()
        #expect(harness.output.contains("\(folder.path)/View.swift:1:9: error: boom"))
        #expect(failed.file == nil)

        reload.build = ["/bin/true"]
        let (working, handedOver) = makeSUT(reload, harness: harness)
        working.start()
        try await touchUntil(source, secondsAhead: 20) { handedOver.file != nil }
        working.stop()
        #expect(handedOver.file?.commands == ["mount Counter", "tap Increment"])
        let changedAt = try #require(handedOver.file?.changedAt)
        #expect((10...40).contains(changedAt - Date().timeIntervalSince1970), "the change's time is the file's")
    }

    /// While a person edits at the prompt, what the watcher says on its own (a failed build) is
    /// shown above the prompt, which is drawn again (as a rendering that arrives on its own is),
    /// not written over it.
    @Test func aFailedBuild_whileAPersonEdits_isShownAboveThePrompt() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("View.swift")
        try "let a = 1\n".write(to: source, atomically: true, encoding: .utf8)
        let harness = SessionHarness()
        var shownAbovePrompt: [String] = []
        harness.session.onAsyncRendering = { shownAbovePrompt.append($0) }
        var reload = WorkbenchReload(
            build: ["/bin/sh", "-c", "echo '/gen/Sources/App/View.swift:1:9: error: boom'; exit 1"],
            executable: "/bin/true", watching: [folder.path], linkedFolders: ["/gen/Sources/App": folder.path])
        reload.pollInterval = .milliseconds(20)
        let app = WorkbenchApp(name: "test", summary: "a test", catalogs: [TestCatalog.catalog])
        let runner = ReplRunner(
            session: harness.session, source: ScriptLineSource(lines: []), keepGoing: false,
            errors: harness.session.output)
        let watcher = app.liveReload(reload, session: harness.session, runner: runner, handOver: .init())
        watcher.start()
        try await touchUntil(source, secondsAhead: 10) {
            shownAbovePrompt.contains { $0.hasPrefix("error: the build failed") }
        }
        watcher.stop()

        #expect(shownAbovePrompt.contains("\(folder.path)/View.swift:1:9: error: boom"), "\(shownAbovePrompt)")
        #expect(harness.errors.isEmpty && harness.output.isEmpty, "nothing written over the prompt")
    }

    /// The generator runs before the build; its failure is shown like a build's and nothing is built.
    /// A build that works hands over where the time went: the generator, then SwiftPM's planning,
    /// compiling and linking read from the build's step lines.
    @Test func aReload_runsTheGeneratorFirst_andHandsOverEachPartOfTheBuild() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("View.swift")
        try "let a = 1\n".write(to: source, atomically: true, encoding: .utf8)
        let built = folder.appendingPathComponent("built")

        let harness = SessionHarness()
        _ = await harness.run("mount Counter")
        var reload = WorkbenchReload(
            build: ["/bin/sh", "-c", "touch '\(built.path)'"], executable: "/bin/true", watching: [folder.path],
            generate: ["/bin/sh", "-c", "echo 'workbench: Row.swift:1:1: error: no preview'; exit 1"])
        reload.pollInterval = .milliseconds(20)
        let (failing, failed) = makeSUT(reload, harness: harness)
        failing.start()
        try await touchUntil(source, secondsAhead: 10) { harness.errors.contains { $0.hasPrefix("the build failed") } }
        failing.stop()
        #expect(harness.output.contains("workbench: Row.swift:1:1: error: no preview"))
        #expect(!FileManager.default.fileExists(atPath: built.path), "the build did not run")
        #expect(failed.file == nil)

        reload.generate = ["/bin/true"]
        reload.build = [
            "/bin/sh", "-c",
            "echo 'Building for debugging...'; echo '[1/3] Write swift-version'; "
                + "echo '[2/3] Compiling App View.swift'; echo '[3/3] Linking app'; echo 'Build complete!'",
        ]
        let (working, handedOver) = makeSUT(reload, harness: harness)
        working.start()
        try await touchUntil(source, secondsAhead: 20) { handedOver.file != nil }
        working.stop()
        let file = try #require(handedOver.file)
        let parts = try #require(file.parts)
        let measured = [parts.noticing, parts.generator, parts.planning, parts.compiling, parts.linking]
        #expect(measured.allSatisfy { $0 >= 0 })
        #expect(
            parts.planning + parts.compiling + parts.linking <= file.buildSeconds - parts.generator + 1e-6,
            "the build's parts are the build's time, split")
        #expect(parts.handedOverAt <= Date().timeIntervalSince1970)
    }

    /// On Linux a save is noticed through inotify, whatever the poll interval, in folders made
    /// after the watch started too.
    #if canImport(Glibc)
        @Test func onLinux_aSaveIsNoticedByInotify_inAFolderMadeAfterTheWatchStarted() async throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var reload = WorkbenchReload(build: ["/bin/true"], executable: "/bin/true", watching: [folder.path])
            reload.pollInterval = .seconds(3600)
            let (watcher, handedOver) = makeSUT(reload, harness: SessionHarness())
            watcher.start()
            defer { watcher.stop() }
            let later = folder.appendingPathComponent("Later/Deeper")
            try FileManager.default.createDirectory(at: later, withIntermediateDirectories: true)
            let source = later.appendingPathComponent("Row.swift")
            try "let a = 1\n".write(to: source, atomically: false, encoding: .utf8)
            try await touchUntil(source, secondsAhead: 10) { handedOver.file != nil }
            #expect(handedOver.file != nil)
        }
    #endif

    /// Where inotify is not used (macOS, or no watches left), the sources are looked at every poll interval.
    @Test func withPolling_aSaveIsNoticedAtTheNextLook() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Row.swift")
        try "let a = 1\n".write(to: source, atomically: true, encoding: .utf8)
        var reload = WorkbenchReload(build: ["/bin/true"], executable: "/bin/true", watching: [folder.path])
        reload.pollInterval = .milliseconds(20)
        let (watcher, handedOver) = makeSUT(reload, harness: SessionHarness(), noticing: .polling)
        watcher.start()
        defer { watcher.stop() }
        try await touchUntil(source, secondsAhead: 10) { handedOver.file != nil }
        #expect(handedOver.file?.parts != nil)
    }

    /// What a watcher handed over.
    @MainActor final class HandOver {
        var file: ResumeFile?
    }

    /// A watcher of `reload` over `harness`'s session, and what it hands over.
    private func makeSUT(
        _ reload: WorkbenchReload, harness: SessionHarness, noticing: SourceChanges.Noticing = .automatic
    ) -> (LiveReload, HandOver) {
        let handOver = HandOver()
        let watcher = LiveReload(
            reload, output: harness.session.output, commands: { harness.session.resumeCommands() },
            relaunch: { handOver.file = $0 }, noticing: noticing)
        return (watcher, handOver)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func touch(_ file: URL, secondsAhead: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(secondsAhead)], ofItemAtPath: file.path)
    }

    /// Saves `file` (a modification time `secondsAhead` and a little more each time) until
    /// `condition` holds: a watcher that took its first look after a save sees the next one, so
    /// the test does not depend on when the watcher started. Each save waits for the condition
    /// for a second; the whole is bounded generously, for a busy machine.
    private func touchUntil(_ file: URL, secondsAhead: Double, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(300)
        var saves = 0.0
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the condition did not hold within 300 seconds")
                return
            }
            try touch(file, secondsAhead: secondsAhead + saves)
            saves += 0.01
            let next = ContinuousClock.now + .seconds(1)
            while !condition(), ContinuousClock.now < next { try await Task.sleep(for: .milliseconds(20)) }
        }
    }
}
