import Testing
import TextUITesting

@Suite struct SnapshotRecordModeTests {
    @Test(arguments: [
        ([:], SnapshotRecordMode.missing),
        (["CI": "1"], .never),
        (["CI": "true", "TEXTUI_RECORD": "all"], .all),
        (["TEXTUI_RECORD": "failed"], .failed),
        (["TEXTUI_RECORD": "NEVER"], .never),
        (["TEXTUI_RECORD": ""], .missing),
    ])
    func modeComesFromTheEnvironment(environment: [String: String], expected: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.fromEnvironment(environment).get() == expected)
    }

    @Test func unknownMode_isAnError() {
        let result = SnapshotRecordMode.fromEnvironment(["TEXTUI_RECORD": "sometimes"])
        #expect(throws: SnapshotModeError.self) { try result.get() }
    }
}
