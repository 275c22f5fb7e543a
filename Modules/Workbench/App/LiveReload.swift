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

/// The `.swift` files under some folders, each with its modification time and size: two
/// fingerprints differ when a file was added, removed or saved.
struct SourceFingerprint: Equatable, Sendable {
    private var files: [String: [Double]] = [:]

    /// The latest modification time, in seconds since 1970.
    var latestChange: Double { files.values.map { $0[0] }.max() ?? Date().timeIntervalSince1970 }

    /// The fingerprint of `folders`, taken off the main actor.
    static func taking(of folders: [String]) async -> SourceFingerprint {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: take(of: folders)) }
        }
    }

    /// The fingerprint of `folders` now (hidden folders and `.build` are skipped).
    static func take(of folders: [String]) -> SourceFingerprint {
        var fingerprint = SourceFingerprint()
        let manager = FileManager.default
        for folder in folders {
            guard let walker = manager.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                guard relative.hasSuffix(".swift") else { continue }
                let path = folder + "/" + relative
                guard let attributes = try? manager.attributesOfItem(atPath: path),
                    let date = attributes[.modificationDate] as? Date
                else { continue }
                let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
                fingerprint.files[path] = [date.timeIntervalSince1970, size]
            }
        }
        return fingerprint
    }
}

/// Runs a build command off the main actor and keeps what it printed.
enum BuildCommand {
    struct Result: Sendable {
        let status: Int32
        let output: String
    }

    static func run(_ command: [String]) async -> Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: runNow(command))
            }
        }
    }

    private static func runNow(_ command: [String]) -> Result {
        guard let program = command.first else { return Result(status: 127, output: "no build command") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: 127, output: "cannot run \(program): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The compiler's errors in a build's output, each with the lines that show where, at most
    /// `limit` lines; the last lines of the output when it holds no `error:` line.
    static func errors(in output: String, limit: Int = 30) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var shown: [String] = []
        for (index, line) in lines.enumerated() where line.contains("error:") && !shown.contains(line) {
            shown.append(line)
            for next in lines.dropFirst(index + 1).prefix(3) where next.hasPrefix(" ") || next.contains("|") {
                shown.append(next)
            }
        }
        if shown.isEmpty { shown = Array(lines.suffix(10)) }
        return shown.prefix(limit).joined(separator: "\n")
    }
}
