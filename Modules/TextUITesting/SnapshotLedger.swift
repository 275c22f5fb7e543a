import Foundation

/// When `TEXTUI_SNAPSHOT_LEDGER` names a file, every snapshot file an assertion reads is appended
/// to it, so `Scripts/snapshots --orphans` can list the stored snapshots no test uses any more.
enum SnapshotLedger {
    private static let lock = NSLock()

    static func recordUse(of url: URL) {
        guard let path = ProcessInfo.processInfo.environment["TEXTUI_SNAPSHOT_LEDGER"], !path.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        let line = Data((url.standardizedFileURL.path + "\n").utf8)
        if let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(line)
            handle.closeFile()
        } else {
            _ = FileManager.default.createFile(atPath: path, contents: line)
        }
    }
}
