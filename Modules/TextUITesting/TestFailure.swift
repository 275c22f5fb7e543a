import Testing
import XCTest

/// Where a failing check was written, for both test frameworks.
public struct CallSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The call site of the caller (pass `#fileID`, `#filePath`, `#line`, `#column`).
    ///
    /// - Parameters:
    ///   - fileID: The `#fileID` of the call, for Swift Testing's issue location.
    ///   - filePath: The `#filePath` of the call, for both frameworks.
    ///   - line: The `#line` of the call.
    ///   - column: The `#column` of the call, for Swift Testing (XCTest has none).
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a test failure to whichever framework runs the current test: Swift Testing when a test
/// of it is running, XCTest otherwise.
enum TestFailure {
    static func record(_ message: String, at site: CallSite) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: site.fileID,
                filePath: "\(site.filePath)",
                line: Int(site.line),
                column: Int(site.column)
            )
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}
