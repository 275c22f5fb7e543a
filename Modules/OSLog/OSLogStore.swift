import Foundation

/// The log, read back as Apple's `OSLogStore` reads it: on Linux the store holds what this process
/// logged through `Logger` and `os_log` (the newest 10,000 messages), for either scope.
///
/// ```swift
/// let store = try OSLogStore(scope: .currentProcessIdentifier)
/// let entries = try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 0))
///     .compactMap { $0 as? OSLogEntryLog }
///     .filter { $0.subsystem == "com.example.app" }
/// ```
public final class OSLogStore {
    /// Which entries a store reads.
    public enum Scope: Int, Sendable {
        /// The whole system's log (on Linux, what this process logged).
        case system = 0
        /// What this process logged.
        case currentProcessIdentifier = 1
    }

    /// The entries this store reads.
    public let scope: Scope

    /// A store of the log of `scope`.
    ///
    /// - Parameter scope: Which entries to read.
    /// - Throws: Nothing on Linux (Apple's throws when the log cannot be opened).
    public init(scope: Scope) throws {
        self.scope = scope
    }

    /// The position of the first entry logged at or after `date`.
    ///
    /// - Parameter date: The date.
    /// - Returns: The position.
    public func position(date: Date) -> OSLogPosition {
        OSLogPosition(date: date)
    }

    /// The position `seconds` before the newest entry (a negative or zero interval).
    ///
    /// - Parameter seconds: The interval, counted back from now.
    /// - Returns: The position.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(seconds))
    }

    /// The position `seconds` after the machine last started.
    ///
    /// - Parameter seconds: The interval, counted from the last boot.
    /// - Returns: The position.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        let boot = Date().addingTimeInterval(-ProcessInfo.processInfo.systemUptime)
        return OSLogPosition(date: boot.addingTimeInterval(seconds))
    }

    /// The entries from `position` on (all of them without one), oldest first unless `options`
    /// has ``OSLogEnumerator/Options/reverse``, those `predicate` accepts when given one.
    ///
    /// - Parameters:
    ///   - options: How to enumerate.
    ///   - position: Where to start.
    ///   - predicate: Which entries to keep (evaluated with each ``OSLogEntry``).
    /// - Returns: The entries, each an ``OSLogEntryLog``.
    /// - Throws: Nothing on Linux (Apple's throws when the log cannot be read).
    public func getEntries(
        with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
        matching predicate: NSPredicate? = nil
    ) throws -> AnySequence<OSLogEntry> {
        var entries: [OSLogEntry] = LogRecords.all
            .filter { record in position.map { record.date >= $0.date } ?? true }
            .map(OSLogEntryLog.init(record:))
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }
}

/// A place in the log to read from.
public final class OSLogPosition {
    let date: Date

    init(date: Date) {
        self.date = date
    }
}

/// How a store's entries are enumerated.
public final class OSLogEnumerator {
    /// Options for enumerating entries.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Newest first.
        public static let reverse = Options(rawValue: 1 << 0)
    }
}
