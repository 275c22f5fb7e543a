import Testing

@testable import Workbench

/// A reload says where its time went: the build's output is read as SwiftPM's parts (each step's
/// line comes when the step ends: planning up to the first step's end, linking from the end of the
/// step before it, compiling between), and the parts are shown in order.
@Suite struct ReloadPartsTests {
    @Test func aBuildsStepLines_splitItIntoPlanningCompilingAndLinking() {
        let timeline = BuildTimeline(
            lines: [
                (0.5, "[0/1] Planning build"), (0.5, "Building for debugging..."),
                (0.6, "[0/2] Write swift-version-1234.txt"), (1.0, "[3/5] Emitting module Shelf"),
                (1.25, "[4/5] Compiling Shelf ShelfList.swift"), (1.5, "[5/7] Write Objects.LinkFileList"),
                (1.75, "[6/7] Linking shelf-workbench"), (1.9, "Build of product 'shelf-workbench' complete! (1.90s)"),
            ], end: 2)
        #expect(timeline == BuildTimeline(planning: 0.5, compiling: 1.0, linking: 0.5))
    }

    @Test func aBuildWithNothingToLink_countsTheRestAsCompiling_andOneWithNoStepsAsPlanning() {
        let compiled = BuildTimeline(lines: [(0.25, "[0/1] Planning build"), (0.5, "warning: x")], end: 1)
        #expect(compiled == BuildTimeline(planning: 0.25, compiling: 0.75, linking: 0))
        let nothing = BuildTimeline(lines: [(0.1, "Building for debugging..."), (0.2, "[x/y] not a step")], end: 0.5)
        #expect(nothing == BuildTimeline(planning: 0.5, compiling: 0, linking: 0))
        let onlyLinked = BuildTimeline(lines: [(0.25, "[0/1] Linking app")], end: 1)
        #expect(onlyLinked == BuildTimeline(planning: 0.25, compiling: 0, linking: 0.75))
    }

    @Test func theStepLines_areOnlyBracketedCounts() {
        #expect(BuildTimeline.isStep("[12/345] Linking app"))
        #expect(!BuildTimeline.isStep("[/3] Linking app"))
        #expect(!BuildTimeline.isStep("error: [1/2]"))
        #expect(!BuildTimeline.isStep("[1/2/3] x"))
    }

    @Test func theLine_showsEachPartInOrder_withTwoDecimals_neverBelowZero() {
        let parts = ReloadParts(
            noticing: 0.004, generator: 0.031, planning: 0.5, compiling: 1.256, linking: 0.3, handedOverAt: 0)
        #expect(
            parts.line(restart: 0.07, replay: -0.001, rendering: 0.0049)
                == "watch: noticing 0.00 s, generator 0.03 s, planning 0.50 s, compiling 1.26 s, linking 0.30 s, "
                + "restart 0.07 s, replay 0.00 s, rendering 0.00 s")
        #expect(ReloadParts.seconds(12.346) == "12.35")
    }
}
