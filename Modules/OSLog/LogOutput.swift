import Foundation
import Locking

/// Where log messages go: one line each on standard error (`level [subsystem:category] message`),
/// whole lines under a lock so messages from several threads do not interleave, and to the
/// process's records that ``OSLogStore`` reads back. A message is cut
/// at ``maximumMessageBytes``, as the system log cuts long ones. Inside ``capturing(_:)`` the
/// lines go to the caller instead (tests).
package enum LogOutput {
    /// The longest message written, in UTF-8 bytes.
    package static let maximumMessageBytes = 16 * 1024

    /// The lines logged inside ``capturing(_:)``, by the task that captures them.
    @TaskLocal static var capture: Locked<[String]>?

    private static let standardError = Locked(())

    /// Writes one message.
    static func write(level: OSLogType, subsystem: String, category: String, message: String) {
        var text = message
        if text.utf8.count > maximumMessageBytes {
            text = String(decoding: text.utf8.prefix(maximumMessageBytes), as: UTF8.self) + "…"
        }
        LogRecords.append(
            LogRecord(date: Date(), level: level, subsystem: subsystem, category: category, message: text))
        let source = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        let line = "\(level.name) \(source)\(text)"
        if let capture {
            capture.withLock { $0.append(line) }
            return
        }
        standardError.withLock { _ in
            try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
        }
    }

    /// Runs `body`, returning what it returned and the lines it (and the tasks it starts) logged.
    ///
    /// - Parameter body: The code whose log lines to capture.
    /// - Returns: The result, and the lines in order.
    package static func capturing<Result>(_ body: () throws -> Result) rethrows -> (Result, [String]) {
        let lines = Locked<[String]>([])
        let result = try $capture.withValue(lines) { try body() }
        return (result, lines.value)
    }
}
