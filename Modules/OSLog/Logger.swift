/// Writes messages to the log (`Logger(subsystem: "com.example.notes", category: "sync")`), as
/// Apple's unified logging does; here each message is a line on standard error, its private
/// values redacted (see ``OSLogPrivacy``), with its level, subsystem and category.
///
/// ```swift
/// let count = 3
/// let account = "ada@example.com"
/// let logger = Logger(subsystem: "com.example.notes", category: "sync")
/// logger.info("Synced \(count) notes for \(account, privacy: .private)")
/// // info [com.example.notes:sync] Synced 3 notes for <private>
/// ```
public struct Logger: Sendable {
    /// The subsystem, usually the app's bundle identifier; empty for the default log.
    let subsystem: String
    /// The category within the subsystem; empty for the default log.
    let category: String

    /// A logger for `category` of `subsystem`.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem, usually a reverse-DNS name.
    ///   - category: The category within it.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger that writes to the default log.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger that writes to `logObj`.
    ///
    /// - Parameter logObj: The log.
    public init(_ logObj: OSLog) {
        self.init(subsystem: logObj.subsystem, category: logObj.category)
    }

    /// Logs `message` at the default level.
    ///
    /// - Parameter message: The message.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Logs `message` at `level`.
    ///
    /// - Parameters:
    ///   - level: The message's level.
    ///   - message: The message.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        LogOutput.write(level: level, subsystem: subsystem, category: category, message: message.text)
    }

    /// Logs `message` at the debug level (tracing).
    ///
    /// - Parameter message: The message.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs `message` at the debug level.
    ///
    /// - Parameter message: The message.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs `message` at the info level.
    ///
    /// - Parameter message: The message.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs `message` at the default level (a notice).
    ///
    /// - Parameter message: The message.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs `message` at the error level (a warning).
    ///
    /// - Parameter message: The message.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs `message` at the error level.
    ///
    /// - Parameter message: The message.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs `message` at the fault level (critical).
    ///
    /// - Parameter message: The message.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs `message` at the fault level.
    ///
    /// - Parameter message: The message.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
