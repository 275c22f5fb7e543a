import Foundation
import TextUI

/// Asserts that a host's rendering matches the snapshot stored next to the test, in
/// `__Snapshots__/<TestFile>/<test>.<n>.txt` (`n` counts the snapshots of a test, from 1; pass
/// `named:` to choose the name instead). Records according to `TEXTUI_RECORD`.
///
/// - Parameters:
///   - host: The host to render; pending updates are applied first, but tasks are not awaited (see
///     `settledRender(timeout:rowLimit:)`).
///   - rowLimit: The most rows of each list to render (then a line "… N more"), or `nil` for all of them.
///   - name: A name for the snapshot file (`<test>.<name>.txt`), or `nil` to number it (`<test>.<n>.txt`).
///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
///   - filePath: The caller's `#filePath`, for the failure's location and to find the `__Snapshots__` folder;
///     leave the default.
///   - function: The calling test's `#function`, which names the snapshot file; leave the default.
///   - line: The caller's `#line`, for the failure's location; leave the default.
///   - column: The caller's `#column`, for the failure's location; leave the default.
@MainActor
public func assertSnapshot(
    of host: ViewHost,
    rowLimit: Int? = nil,
    named name: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    FileSnapshot.assert(
        SnapshotSubject.text(of: host, rowLimit: rowLimit),
        named: name,
        test: function,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Asserts that a view's rendering (mounted in a fresh host) matches the stored snapshot.
///
/// - Parameters:
///   - view: The view to mount, render once (its tasks are not awaited) and unmount.
///   - rowLimit: The most rows of each list to render (then a line "… N more"), or `nil` for all of them.
///   - name: A name for the snapshot file (`<test>.<name>.txt`), or `nil` to number it (`<test>.<n>.txt`).
///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
///   - filePath: The caller's `#filePath`, for the failure's location and to find the `__Snapshots__` folder;
///     leave the default.
///   - function: The calling test's `#function`, which names the snapshot file; leave the default.
///   - line: The caller's `#line`, for the failure's location; leave the default.
///   - column: The caller's `#column`, for the failure's location; leave the default.
@MainActor
public func assertSnapshot<V: View>(
    of view: V,
    rowLimit: Int? = nil,
    named name: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    FileSnapshot.assert(
        SnapshotSubject.text(of: view, rowLimit: rowLimit),
        named: name,
        test: function,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Asserts that text matches the stored snapshot.
///
/// - Parameters:
///   - text: The text to compare with the snapshot file (which stores it followed by a newline).
///   - name: A name for the snapshot file (`<test>.<name>.txt`), or `nil` to number it (`<test>.<n>.txt`).
///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
///   - filePath: The caller's `#filePath`, for the failure's location and to find the `__Snapshots__` folder;
///     leave the default.
///   - function: The calling test's `#function`, which names the snapshot file; leave the default.
///   - line: The caller's `#line`, for the failure's location; leave the default.
///   - column: The caller's `#column`, for the failure's location; leave the default.
public func assertSnapshot(
    of text: String,
    named name: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    FileSnapshot.assert(
        text,
        named: name,
        test: function,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Stores and compares snapshot files.
enum FileSnapshot {
    private static let counters = SnapshotCounters()

    /// Compares `actual` with the stored snapshot, recording per `mode` (default: the
    /// environment's). `testFile` defaults to the file of the call site.
    static func assert(
        _ actual: String,
        named name: String?,
        test: String,
        site: CallSite,
        testFile: URL? = nil,
        mode: SnapshotRecordMode? = nil
    ) {
        guard let mode = mode ?? SnapshotRecordMode.current(reportingTo: site) else { return }
        let url = location(named: name, test: test, testFile: testFile ?? URL(fileURLWithPath: "\(site.filePath)"))
        SnapshotLedger.recordUse(of: url)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        let expected = existing.map(normalized)
        let matches = expected == actual
        let relative = "__Snapshots__/\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
        if mode.records(existing: existing, matches: matches) {
            if matches { return }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
            } catch {
                TestFailure.record("could not write snapshot \(relative): \(error)", at: site)
                return
            }
            let what = existing == nil ? "Recorded a new snapshot" : "Re-recorded the snapshot"
            TestFailure.record(
                "\(what) \(relative) (TEXTUI_RECORD=\(mode.rawValue)); check it and run again.\n\(actual)",
                at: site
            )
            return
        }
        guard let expected else {
            TestFailure.record(
                "No snapshot at \(relative) and TEXTUI_RECORD=\(mode.rawValue) does not record it; "
                    + "run with TEXTUI_RECORD=missing to record:\n\(actual)",
                at: site
            )
            return
        }
        if !matches {
            TestFailure.record(
                "Snapshot \(relative) does not match (- stored, + actual):\n"
                    + LineDiff.diff(expected: expected, actual: actual),
                at: site
            )
        }
    }

    /// The snapshot file for this assertion (named as ``SnapshotFileName`` says).
    static func location(named name: String?, test: String, testFile: URL) -> URL {
        let folder = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let number = name == nil ? counters.next(for: folder.path + "/" + test) : 0
        return folder.appendingPathComponent(SnapshotFileName.fileName(test: test, name: name, number: number))
    }

    /// Stored text without the final newline the file ends with.
    static func normalized(_ stored: String) -> String {
        stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    }
}

/// Counts the snapshots each test has taken so far in this process.
final class SnapshotCounters: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var counts: [String: Int] = [:]  // every access holds `lock`

    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
