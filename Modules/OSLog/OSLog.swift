import Foundation

/// A log, named by subsystem and category, for `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    let subsystem: String
    let category: String
    let isDisabled: Bool

    /// The log for `category` of `subsystem`.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem, usually a reverse-DNS name.
    ///   - category: The category within it.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isDisabled: false)
    }

    private init(subsystem: String, category: String, isDisabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = isDisabled
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "", isDisabled: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "", isDisabled: true)

    /// Whether messages of `type` are written to this log.
    ///
    /// - Parameter type: The level.
    /// - Returns: False for ``disabled``, true otherwise.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }
}

/// Logs `message` at `type` to `log`.
///
/// - Parameters:
///   - type: The message's level.
///   - dso: The calling binary (accepted).
///   - log: The log.
///   - message: The message.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage
) {
    guard !log.isDisabled else { return }
    LogOutput.write(level: type, subsystem: log.subsystem, category: log.category, message: message.text)
}

/// Logs a `printf`-style message to `log` (`os_log("Saved %d notes", log: log, type: .info, count)`).
/// As Apple's, a `%@` or `%s` argument is private unless written `%{public}@`; numbers are public
/// unless written `%{private}d`.
///
/// - Parameters:
///   - message: The format.
///   - dso: The calling binary (accepted).
///   - log: The log.
///   - type: The message's level.
///   - args: The arguments of the format's conversions, in order.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {
    guard !log.isDisabled else { return }
    LogOutput.write(
        level: type, subsystem: log.subsystem, category: log.category,
        message: LegacyLogFormat.text(of: message.description, arguments: args))
}
