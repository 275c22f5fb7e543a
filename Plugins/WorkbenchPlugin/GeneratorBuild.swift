import Foundation

/// The generator's build, running.
struct GeneratorBuild {
    /// The `swift build` process (or `nice` running it).
    let process: Process
    /// The file its output goes to, and the open handle the process writes it through.
    let log: URL
    let logHandle: FileHandle
    /// The generator's executable once the build succeeds.
    let executable: URL

    /// Waits for the build; returns the generator's executable, or throws having shown the build's
    /// last lines when it failed.
    func finish() throws -> URL {
        process.waitUntilExit()
        try? logHandle.close()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n").suffix(40) { WorkbenchPlugin.say(String(line)) }
            throw WorkbenchPluginError(
                "building the generator failed (exit status \(process.terminationStatus)); its log: \(log.path)")
        }
        return executable
    }

    /// Stops the build (the plugin is failing for another reason) and waits for it to end.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? logHandle.close()
    }
}
