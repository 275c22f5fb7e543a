import Foundation
import OSLog
import Testing

/// `OSLogStore` reads back what the process logged, as Apple's reads the unified log
/// (developer.apple.com/documentation/oslog/oslogstore: `init(scope:)`, `position(date:)`,
/// `getEntries(with:at:matching:)`; `OSLogEntryLog`'s level, subsystem and category), redacted as
/// it was written. Each test logs under a subsystem of its own.
@Suite struct OSLogStoreTests {
    private func entries(
        of subsystem: String, from position: (OSLogStore) -> OSLogPosition? = { _ in nil },
        options: OSLogEnumerator.Options = []
    ) throws -> [OSLogEntryLog] {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        return try store.getEntries(with: options, at: position(store))
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == subsystem }
    }

    @Test func theStore_readsBackWhatWasLogged_withItsLevelSubsystemAndCategory() throws {
        let subsystem = "com.example.store.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "sync")
        let secret = "ada@example.com"
        _ = LogOutput.capturing {
            logger.info("Synced \(3) notes")
            logger.error("Failed for \(secret)")
        }
        let found = try entries(of: subsystem, from: { $0.position(timeIntervalSinceLatestBoot: 0) })
        #expect(found.map(\.composedMessage) == ["Synced 3 notes", "Failed for <private>"])
        #expect(found.map(\.level) == [.info, .error])
        #expect(found.allSatisfy { $0.category == "sync" && $0.processIdentifier == getpid() })
        let newestFirst = try entries(of: subsystem, options: .reverse)
        #expect(newestFirst.map(\.composedMessage) == ["Failed for <private>", "Synced 3 notes"])
    }

    @Test func aPosition_leavesOutWhatWasLoggedBefore() throws {
        let subsystem = "com.example.store.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "position")
        _ = LogOutput.capturing { logger.notice("before") }
        let store = try OSLogStore(scope: .system)
        let now = store.position(date: Date())
        _ = LogOutput.capturing { logger.notice("after") }
        #expect(try entries(of: subsystem, from: { _ in now }).map(\.composedMessage) == ["after"])
        #expect(try entries(of: subsystem).map(\.composedMessage) == ["before", "after"])
    }

    @Test func aPredicate_keepsTheEntriesItAccepts() throws {
        let subsystem = "com.example.store.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "predicate")
        _ = LogOutput.capturing {
            logger.notice("keep")
            logger.notice("drop")
        }
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let kept = try store.getEntries(
            matching: NSPredicate { entry, _ in (entry as? OSLogEntry)?.composedMessage == "keep" })
        #expect(
            kept.compactMap { ($0 as? OSLogEntryLog)?.subsystem == subsystem ? $0.composedMessage : nil } == ["keep"])
    }

    @Test func theStore_keepsTheNewestMessages() throws {
        let subsystem = "com.example.store.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "many")
        _ = LogOutput.capturing {
            for index in 0..<25_000 { logger.notice("message \(index)") }
        }
        // The newest of ours, in order (other tests logging meanwhile may take some of the places).
        let kept = try entries(of: subsystem).map(\.composedMessage)
        #expect(kept.count <= 10_000 && kept.count > 9_000)
        #expect(kept == (25_000 - kept.count..<25_000).map { "message \($0)" })
    }
}
