import Foundation
import OSLog
import Testing

/// `Logger` and `os_log` write what Apple's unified logging would store, redacted as it redacts:
/// "the unified logging system considers dynamic strings and complex dynamic objects private" and
/// numbers and Booleans public, unless `privacy:` says otherwise
/// (developer.apple.com/documentation/os/generating-log-messages-from-your-code;
/// developer.apple.com/documentation/os/oslogprivacy). Each test captures its own lines.
@Suite struct LoggerTests {
    private let logger = Logger(subsystem: "com.example.notes", category: "sync")

    @Test func stringsArePrivate_andNumbersPublic_byDefault() {
        let account = "ada@example.com"
        let count = 3

        let (_, lines) = LogOutput.capturing {
            logger.info("Synced \(count) notes for \(account)")
        }

        #expect(lines == ["info [com.example.notes:sync] Synced 3 notes for <private>"])
    }

    @Test func privacy_showsOrRedactsAValue_asItSays() {
        let name = "Groceries"
        let secret = 42

        let (_, lines) = LogOutput.capturing {
            logger.notice("Opened \(name, privacy: .public) with \(secret, privacy: .private)")
            logger.error("Key \(name, privacy: .sensitive); \(name, privacy: .private(mask: .hash))")
        }

        #expect(lines.first == "notice [com.example.notes:sync] Opened Groceries with <private>")
        #expect(lines.last?.hasPrefix("error [com.example.notes:sync] Key <sensitive>; <mask.hash: '") == true)
        #expect(lines.last?.contains("Groceries") == false)
    }

    @Test func formats_writeNumbersAndBooleans_asApplesFormatsDo() {
        let (_, lines) = LogOutput.capturing {
            logger.debug("\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true))")
            logger.debug("\(7, format: .decimal(minDigits: 3)) \(5, format: .decimal(explicitPositiveSign: true))")
            logger.debug("\(1.5) \(2.25, format: .fixed(precision: 1)) \(true) \(false, format: .answer)")
            logger.debug("[\("a", align: .left(columns: 3), privacy: .public)][\(7, align: .right(columns: 3))]")
        }

        #expect(
            lines.map { $0.replacingOccurrences(of: "debug [com.example.notes:sync] ", with: "") } == [
                "ff 0xFF", "007 +5", "1.500000 2.2 true NO", "[a  ][  7]",
            ])
    }

    @Test func levels_areNamedAsTheirMethodsLogThem() {
        let (_, lines) = LogOutput.capturing {
            let plain = Logger()
            plain.trace("t")
            plain.log("l")
            plain.warning("w")
            plain.critical("c")
            plain.log(level: .fault, "f")
        }

        #expect(lines == ["debug t", "notice l", "error w", "fault c", "fault f"])
    }

    @Test func osLog_withAFormat_redactsObjects_andKeepsPublicOnes() {
        let log = OSLog(subsystem: "com.example.notes", category: "legacy")

        let (_, lines) = LogOutput.capturing {
            os_log("Saved %d notes for %@ in %{public}@ (100%%)", log: log, type: .info, 3, "ada", "Inbox")
            os_log(.error, log: log, "Failed after \(2) tries")
            os_log("Not written", log: .disabled, type: .fault)
        }

        #expect(
            lines == [
                "info [com.example.notes:legacy] Saved 3 notes for <private> in Inbox (100%)",
                "error [com.example.notes:legacy] Failed after 2 tries",
            ])
    }

    @Test func aLongMessage_isCut() {
        let long = String(repeating: "x", count: LogOutput.maximumMessageBytes * 2)

        let (_, lines) = LogOutput.capturing { logger.info("\(long, privacy: .public)") }

        #expect(lines.count == 1)
        #expect(lines[0].utf8.count < LogOutput.maximumMessageBytes + 64)
        #expect(lines[0].hasSuffix("x…"))
    }

    @Test func aLoggerBuiltFromALog_writesToIt() {
        let (_, lines) = LogOutput.capturing {
            Logger(OSLog(subsystem: "s", category: "c")).info("hi")
        }

        #expect(lines == ["info [s:c] hi"])
    }
}
