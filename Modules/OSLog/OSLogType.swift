/// The level of a log message: how important it is (`debug` least, `fault` most).
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    /// The level's number, as Apple's `os_log_type_t` has it.
    public let rawValue: UInt8

    /// A level from its number.
    ///
    /// - Parameter rawValue: The level's number.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Messages of no particular level (`Logger.log`, `notice`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help to find a problem.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful only while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A bug, or a failure that involves more than the process.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name as a log line shows it.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }
}
