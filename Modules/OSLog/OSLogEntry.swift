import Foundation

/// An entry of the log: its message as written out and when it was logged.
open class OSLogEntry: NSObject {
    /// Where an entry is kept.
    public enum StoreCategory: Int, Sendable {
        /// Not known.
        case undefined = 0
        /// Metadata, kept as long as the entries it describes.
        case metadata = 1
        /// Kept a short while.
        case shortTerm = 2
        /// Kept as long as the system decides.
        case longTermAuto = 3
        /// Kept at least a day.
        case longTerm1 = 4
        /// Kept at least three days.
        case longTerm3 = 5
        /// Kept at least seven days.
        case longTerm7 = 6
        /// Kept at least fourteen days.
        case longTerm14 = 7
        /// Kept at least thirty days.
        case longTerm30 = 8
    }

    /// The message, its values put in.
    public let composedMessage: String
    /// When the entry was logged.
    public let date: Date
    /// Where the entry is kept: for a message of this process, a short while.
    public var storeCategory: StoreCategory { .shortTerm }

    init(composedMessage: String, date: Date) {
        self.composedMessage = composedMessage
        self.date = date
    }
}

/// A message logged by `Logger` or `os_log`: its level, subsystem and category, and the process
/// that logged it.
public final class OSLogEntryLog: OSLogEntry {
    /// A message's level, as the log store names it.
    public enum Level: Int, Sendable {
        /// Not known.
        case undefined = 0
        /// Useful only while debugging (`Logger.debug`).
        case debug = 1
        /// Helpful, not essential (`Logger.info`).
        case info = 2
        /// Of no particular level (`Logger.log`, `notice`).
        case notice = 3
        /// An error in the process (`Logger.error`).
        case error = 4
        /// A bug, or a failure beyond the process (`Logger.fault`).
        case fault = 5
    }

    /// The message's level.
    public let level: Level
    /// The subsystem it was logged under (`Logger(subsystem:category:)`).
    public let subsystem: String
    /// The category it was logged under.
    public let category: String
    /// The name of the process that logged it.
    public let process: String
    /// The identifier of the process that logged it.
    public let processIdentifier: pid_t
    /// The library or executable that logged it: the process's, on Linux.
    public var sender: String { process }
    /// The thread that logged it: not recorded on Linux (0).
    public var threadIdentifier: UInt64 { 0 }
    /// The activity it was logged in: none (0).
    public var activityIdentifier: UInt64 { 0 }
    /// The message's format: the composed message (its values are not kept apart on Linux).
    public var formatString: String { composedMessage }

    init(record: LogRecord) {
        level =
            switch record.level {
            case .debug: .debug
            case .info: .info
            case .error: .error
            case .fault: .fault
            default: .notice
            }
        subsystem = record.subsystem
        category = record.category
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        super.init(composedMessage: record.message, date: record.date)
    }
}
