import Foundation

/// A measurement made in a child process (this benchmark run again with a flag), so that nothing
/// else the run made counts: the child prints whole numbers on one line.
enum MeasuringChild {
    /// Runs `bench FLAG ARGUMENTS…` and returns the numbers it printed; nil when it failed.
    static func numbers(flag: String, arguments: [String] = []) throws -> [Int]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [flag] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
