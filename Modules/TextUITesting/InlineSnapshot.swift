import Foundation
import TextUI

/// Asserts that a host's rendering matches the string literal in the trailing closure. When
/// `TEXTUI_RECORD` allows it, a missing or (with `all`/`failed`) different literal is written into
/// the test file itself:
///
/// ```swift
/// import TextUI
///
/// @MainActor func reloadButtonIsShown() {
///     let host = ViewHost(Button("Reload") {})
///     assertInlineSnapshot(of: host) {
///         """
///         [ Reload ]
///         """
///     }
/// }
/// ```
///
/// - Parameters:
///   - host: The host to render; pending updates are applied first, but tasks are not awaited.
///   - rowLimit: The most rows of each list to render (then a line "… N more"), or `nil` for all of them.
///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
///   - filePath: The caller's `#filePath`: the file the literal is written into when recording; leave the default.
///   - line: The caller's `#line`, where the literal is written when recording; leave the default.
///   - column: The caller's `#column`, for the failure's location; leave the default.
///   - expected: Returns the expected text, as a string literal; omit the closure to record one (when
///     `TEXTUI_RECORD` allows).
@MainActor
public func assertInlineSnapshot(
    of host: ViewHost,
    rowLimit: Int? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    InlineSnapshot.assert(
        SnapshotSubject.text(of: host, rowLimit: rowLimit),
        expected: expected?(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Asserts that a view's rendering (mounted in a fresh host) matches the literal in the closure.
///
/// - Parameters:
///   - view: The view to mount, render once (its tasks are not awaited) and unmount.
///   - rowLimit: The most rows of each list to render (then a line "… N more"), or `nil` for all of them.
///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
///   - filePath: The caller's `#filePath`: the file the literal is written into when recording; leave the default.
///   - line: The caller's `#line`, where the literal is written when recording; leave the default.
///   - column: The caller's `#column`, for the failure's location; leave the default.
///   - expected: Returns the expected text, as a string literal; omit the closure to record one (when
///     `TEXTUI_RECORD` allows).
@MainActor
public func assertInlineSnapshot<V: View>(
    of view: V,
    rowLimit: Int? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    InlineSnapshot.assert(
        SnapshotSubject.text(of: view, rowLimit: rowLimit),
        expected: expected?(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Asserts that text matches the literal in the closure.
///
/// - Parameters:
///   - text: The text to compare with the literal.
///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
///   - filePath: The caller's `#filePath`: the file the literal is written into when recording; leave the default.
///   - line: The caller's `#line`, where the literal is written when recording; leave the default.
///   - column: The caller's `#column`, for the failure's location; leave the default.
///   - expected: Returns the expected text, as a string literal; omit the closure to record one (when
///     `TEXTUI_RECORD` allows).
public func assertInlineSnapshot(
    of text: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    matches expected: (() -> String)? = nil
) {
    InlineSnapshot.assert(
        text,
        expected: expected?(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

enum InlineSnapshot {
    /// Compares `actual` with the literal, writing it into `site`'s file per `mode` (default:
    /// the environment's).
    static func assert(_ actual: String, expected: String?, site: CallSite, mode: SnapshotRecordMode? = nil) {
        guard let mode = mode ?? SnapshotRecordMode.current(reportingTo: site) else { return }
        let matches = expected == actual
        if mode.records(existing: expected, matches: matches) {
            if matches { return }
            do {
                try InlineSnapshotWriter.shared.write(actual, file: "\(site.filePath)", line: Int(site.line))
            } catch {
                TestFailure.record("could not record the inline snapshot: \(error)", at: site)
                return
            }
            let what = expected == nil ? "Recorded a new inline snapshot" : "Re-recorded the inline snapshot"
            TestFailure.record("\(what) (TEXTUI_RECORD=\(mode.rawValue)); check it and run again.\n\(actual)", at: site)
            return
        }
        guard let expected else {
            TestFailure.record(
                "No inline snapshot and TEXTUI_RECORD=\(mode.rawValue) does not record it; "
                    + "run with TEXTUI_RECORD=missing to record:\n\(actual)",
                at: site
            )
            return
        }
        if !matches {
            TestFailure.record(
                "Inline snapshot does not match (- expected, + actual):\n"
                    + LineDiff.diff(expected: expected, actual: actual),
                at: site
            )
        }
    }
}
