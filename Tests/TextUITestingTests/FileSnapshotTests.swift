import Foundation
import Testing

@testable import TextUITesting

/// File snapshots against a temporary test file, so recording never touches the repository.
@Suite struct FileSnapshotTests {
    let directory: URL
    let testFile: URL
    let site = CallSite(fileID: "X/FakeTests.swift", filePath: #filePath, line: 1, column: 1)

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        testFile = directory.appendingPathComponent("FakeTests.swift")
    }

    private func assertSnapshot(_ text: String, mode: SnapshotRecordMode, name: String = "one") {
        FileSnapshot.assert(text, named: name, test: "example()", site: site, testFile: testFile, mode: mode)
    }

    private var storedFile: URL {
        directory.appendingPathComponent("__Snapshots__/FakeTests/example.one.txt")
    }

    @Test func missingSnapshot_isRecordedNextToTheTest_andTheNextRunPasses() throws {
        withKnownIssue {
            assertSnapshot("hello\nworld", mode: .missing)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Recorded a new snapshot __Snapshots__/FakeTests/example.one.txt")
            }
        }
        #expect(try String(contentsOf: storedFile, encoding: .utf8) == "hello\nworld\n")

        assertSnapshot("hello\nworld", mode: .missing)
        assertSnapshot("hello\nworld", mode: .never)
    }

    @Test func oneChangedCharacter_failsWithALineDiff() throws {
        try FileManager.default.createDirectory(
            at: storedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "hello\nworld\n".write(to: storedFile, atomically: true, encoding: .utf8)

        withKnownIssue {
            assertSnapshot("hello\nwarld", mode: .missing)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("- world\n+ warld") }
        }
        #expect(try String(contentsOf: storedFile, encoding: .utf8) == "hello\nworld\n", "a mismatch is not recorded")
    }

    @Test func neverMode_failsOnAMissingSnapshot_andWritesNothing() {
        withKnownIssue {
            assertSnapshot("text", mode: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No snapshot at") }
        }
        #expect(!FileManager.default.fileExists(atPath: storedFile.path))
    }

    @Test func allMode_rewritesTheSnapshot_andTheNextRunPasses() throws {
        try FileManager.default.createDirectory(
            at: storedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "old\n".write(to: storedFile, atomically: true, encoding: .utf8)

        withKnownIssue {
            assertSnapshot("new", mode: .all)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Re-recorded") }
        }

        assertSnapshot("new", mode: .never)
        assertSnapshot("new", mode: .all)
    }

    @Test func failedMode_rewritesOnlyMismatches() throws {
        withKnownIssue { assertSnapshot("same", mode: .missing, name: "kept") }
        let kept = directory.appendingPathComponent("__Snapshots__/FakeTests/example.kept.txt")
        let before = try FileManager.default.attributesOfItem(atPath: kept.path)[.modificationDate] as? Date

        assertSnapshot("same", mode: .failed, name: "kept")
        withKnownIssue {
            assertSnapshot("different", mode: .failed, name: "kept")
        }

        #expect(try String(contentsOf: kept, encoding: .utf8) == "different\n")
        #expect(before != nil)
    }

    @Test func unnamedSnapshots_areNumberedPerTest() {
        let first = FileSnapshot.location(named: nil, test: "numbered()", testFile: testFile)
        let second = FileSnapshot.location(named: nil, test: "numbered()", testFile: testFile)

        #expect(first.lastPathComponent == "numbered.1.txt")
        #expect(second.lastPathComponent == "numbered.2.txt")
    }
}
