import Foundation
import Locking

/// The messages this process logged, kept for ``OSLogStore`` to read back: the newest
/// ``capacity`` of them, oldest first (the system's log also lets old entries go).
struct LogRecord: Sendable {
    let date: Date
    let level: OSLogType
    let subsystem: String
    let category: String
    let message: String
}

enum LogRecords {
    /// How many messages are kept.
    static let capacity = 10_000

    /// The messages, oldest first; up to twice ``capacity`` of them, so that letting the oldest go
    /// moves the kept ones once every ``capacity`` messages, not once a message.
    private static let records = Locked<[LogRecord]>([])

    /// Keeps `record`, letting the oldest go when there are more than ``capacity``.
    static func append(_ record: LogRecord) {
        records.withLock { records in
            if records.count >= 2 * capacity { records.removeFirst(records.count - capacity) }
            records.append(record)
        }
    }

    /// The newest ``capacity`` messages kept, oldest first.
    static var all: [LogRecord] { records.withLock { Array($0.suffix(capacity)) } }
}
