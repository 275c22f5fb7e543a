import Testing
import TextUI

@Suite struct LineDiffTests {
    @Test func equalTexts_haveNoDiff() {
        #expect(LineDiff.diff(expected: "a\nb", actual: "a\nb") == "")
    }

    @Test func changedLine_showsRemovalThenAddition_withContext() {
        let expected = ["1", "2", "3", "4", "5", "6", "7"].joined(separator: "\n")
        let actual = ["1", "2", "3", "four", "5", "6", "7"].joined(separator: "\n")

        #expect(LineDiff.diff(expected: expected, actual: actual) == "  …\n  2\n  3\n- 4\n+ four\n  5\n  6\n  …")
    }

    @Test func addedAndRemovedLines_areShown() {
        #expect(LineDiff.diff(expected: "a\nb", actual: "a\nb\nc") == "  a\n  b\n+ c")
        #expect(LineDiff.diff(expected: "a\nb\nc", actual: "a\nc") == "  a\n- b\n  c")
    }
}
