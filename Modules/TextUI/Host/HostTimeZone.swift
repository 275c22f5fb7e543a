import Foundation
import Locking

/// The time zone the process formats dates in (`TimeZone.current`, formatters, `Date.formatted`,
/// `Text(_:style:)`), fixed for tools and tests so that what a host renders does not depend on
/// the machine's zone: the workbench uses UTC unless told otherwise, and the tests it exports fix
/// the same zone, so a test passes in any zone. (A `DatePicker` shows UTC unless its environment's
/// `timeZone` is set: with the process in UTC too, a date picked and the same date shown in a
/// `Text` agree.)
///
/// ```swift
/// HostTimeZone.set("UTC")
/// let host = ViewHost(Text(Date(timeIntervalSince1970: 0), style: .date))
/// print(host.render())  // January 1, 1970, wherever it runs
/// ```
public enum HostTimeZone {
    private static let lock = Locked(())

    /// Makes the zone `identifier` names the process's time zone, as the `TZ` variable does; a
    /// zone it already is stays as it is (so tests that each set it do not race).
    ///
    /// - Parameter identifier: A time zone identifier (`UTC`, `Asia/Tokyo`).
    /// - Returns: False, changing nothing, when no time zone has that identifier.
    @discardableResult
    public static func set(_ identifier: String) -> Bool {
        guard TimeZone(identifier: identifier) != nil else { return false }
        return lock.withLock { _ in
            if let current = getenv("TZ"), String(cString: current) == identifier,
                TimeZone.current.identifier == TimeZone(identifier: identifier)?.identifier
            {
                return true
            }
            setenv("TZ", identifier, 1)
            tzset()
            NSTimeZone.resetSystemTimeZone()
            return true
        }
    }

    /// The process's time zone now, by its identifier.
    public static var current: String { TimeZone.current.identifier }
}
