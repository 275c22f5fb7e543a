import Catalog
import Foundation
import Testing
import TextUI

@testable import Workbench

/// The host's gestures, keys, date and color pickers and clock are commands too: `longpress`,
/// `drag`, `magnify`, `rotate`, `key`, `pick` and `advance`, each operating the view as a person
/// does (a control repeated in list rows named by its row), completed, replayed as typed, and
/// exported as the host call a test makes (the exported lines are kept below, so they compile).
@MainActor
@Suite struct GestureKeyPickerCommandsTests {
    struct Desk: View {
        @State var presses = 0
        @State var offset = CGSize.zero
        @State var scale: CGFloat = 1
        @State var turn = Angle.zero
        @State var start = Date(timeIntervalSince1970: 0)
        @State var tint = Color.red
        @State var saved = 0
        @State var level = 0
        @State var photos = ["Alps", "Coast"]
        @State var starred: [String] = []
        @State var opened = Date()

        var body: some View {
            VStack {
                HStack {
                    Text("Card")
                    Text("pressed \(presses)")
                }
                .onLongPressGesture(minimumDuration: 1) { presses += 1 }
                HStack {
                    Text("Photo")
                    Text("at \(Int(offset.width)),\(Int(offset.height))")
                }
                .gesture(DragGesture().onEnded { offset = $0.translation })
                HStack {
                    Text("Map")
                    Text("\(Int((scale * 100).rounded()))%")
                }
                .gesture(MagnifyGesture().onEnded { scale = $0.magnification })
                HStack {
                    Text("Dial")
                    Text("\(Int(turn.degrees.rounded())) degrees")
                }
                .gesture(RotateGesture().onEnded { turn = $0.rotation })
                Text("Note").contextMenu { Button("Forget") { photos.removeAll() } }
                DatePicker("Start", selection: $start)
                ColorPicker("Tint", selection: $tint)
                Button("Save \(saved)") { saved += 1 }.keyboardShortcut("s", modifiers: .command)
                Text("Level \(level)")
                    .onKeyPress(.upArrow) {
                        level += 1
                        return .handled
                    }
                ForEach(photos, id: \.self) { photo in
                    HStack {
                        Text(photo)
                        Text("Star").onLongPressGesture { starred.append(photo) }
                    }
                }
                Text("starred \(starred.joined(separator: ", "))")
                TimelineView(.periodic(from: opened, by: 600)) { context in
                    Text("open \(Int(context.date.timeIntervalSince(opened) / 60)) minutes")
                }
            }
        }
    }

    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Desk",
            components: [
                ComponentDescriptor(
                    "Desk", summary: "gestures, keys, pickers and a timeline",
                    source: ComponentSource(imports: [], expression: "Desk()")
                ) { _ in Desk() }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount Desk")
        harness.clear()
        return harness
    }

    @Test func longpress_runsTheLongPressGesture_holdingAsLongAsItAsks_orAsLongAsSaid() async {
        let harness = await makeSUT()

        #expect(await harness.run("longpress Card") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Card pressed 1"), "\(harness.lastOutput)")
        #expect(await harness.run("longpress Card 2") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Card pressed 2"), "\(harness.lastOutput)")

        #expect(await harness.run("longpress Card 0.5") == .failed, "shorter than its minimumDuration")
        #expect(
            harness.lastError.hasSuffix(
                "for a press of 0.5 s (without SECONDS the press lasts as long as the view's gestures ask)"),
            "\(harness.errors)")
        #expect(await harness.printed("render").contains("Card pressed 2"))
    }

    @Test func longpress_opensTheContextMenu_whoseItemsAreThenTapped() async {
        let harness = await makeSUT()

        #expect(await harness.run("longpress Note") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("tap Forget") == .succeeded, "\(harness.errors)")

        #expect(!(await harness.printed("render")).contains("Alps"))
    }

    @Test func drag_magnify_andRotate_runTheirGestures_byTheAmountsGiven() async {
        let harness = await makeSUT()

        #expect(await harness.run("drag Photo 120 -40") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Photo at 120,-40"), "\(harness.lastOutput)")
        #expect(await harness.run("magnify Map 2.5") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Map 250%"), "\(harness.lastOutput)")
        #expect(await harness.run("rotate Dial -90") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Dial -90 degrees"), "\(harness.lastOutput)")

        await harness.run("undo")
        #expect(await harness.printed("render").contains("Dial 0 degrees"))
    }

    @Test func aControlInEveryRow_isNamedByItsRow_andWithoutItsRow_theRowsAreListed() async {
        let harness = await makeSUT()

        #expect(await harness.run("longpress Star in Coast") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("starred Coast"), "\(harness.lastOutput)")

        #expect(await harness.run("longpress Star") == .failed)
        #expect(
            harness.lastError
                == #"2 views with a gesture answer to "Star", one in each of the rows "Alps", "Coast"; "#
                + #"name its row: longpress Star in Alps"#, "\(harness.errors)")
    }

    @Test func key_goesToItsHandler_orRunsTheShortcut_andAKeyNothingHandlesIsAnError() async {
        let harness = await makeSUT()

        #expect(await harness.run("key up") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Level 1"), "\(harness.lastOutput)")
        #expect(await harness.run("key s cmd") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Save 1"), "\(harness.lastOutput)")

        #expect(await harness.run("key s") == .failed, "the shortcut needs command")
        #expect(
            harness.lastError
                == "nothing handled key s: no onKeyPress handler took it, and no button or toggle has it as its "
                + "keyboardShortcut")
        #expect(await harness.printed("render").contains("Save 1"))
    }

    @Test func pick_setsTheDatePicker_toAnISODate_andTheColorPicker_toAColor() async {
        let harness = await makeSUT()

        #expect(await harness.run("pick Start 2026-03-14T09:30+01:00") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Start: 2026-03-14 08:30"), "UTC: \(harness.lastOutput)")
        #expect(await harness.run("pick Start 2026-03-15") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Start: 2026-03-15 00:00"), "\(harness.lastOutput)")
        #expect(await harness.run("pick Tint #FF8000") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Tint: ■ #FF8000FF"), "\(harness.lastOutput)")
        #expect(await harness.run("pick Tint teal") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("Tint: ■ teal"), "\(harness.lastOutput)")
    }

    @Test(arguments: [
        ("pick Start 2026-02-30", #"found "2026-02-30""#),
        ("pick Start 2026-03-14T25:00", #"found "2026-03-14T25:00""#),
        ("pick Start 14/03/2026", #"found "14/03/2026""#),
        ("pick Tint #FF80", ##"found "#FF80""##),
        ("pick Tint mauve", #"found "mauve""#),
        ("pick Start", "missing DATE|COLOR"),
        ("drag Photo 10", "missing DY (points down)"),
        ("drag Photo ten 0", #"expected DX (points to the right) from -10000 to 10000, found "ten""#),
        ("magnify Map 0", "expected SCALE (2 doubles, 0.5 halves) from 0.01 to 100"),
        ("rotate Dial nan", #"found "nan""#),
        ("longpress Card soon", #"expected SECONDS (how long to hold) from 0 to 60 or in ROW, found "soon""#),
        ("key hyper", #"expected one character or a key's name (return, escape, tab"#),
        ("key s meta", #"expected a modifier (command, shift, option, control, capsLock, numericPad), found "meta""#),
        ("advance -1", "expected SECONDS from 0 to 3600"),
        ("advance", "missing SECONDS"),
    ])
    func badArguments_areOneClearUsageError_andChangeNothing(line: String, problem: String) async {
        let harness = await makeSUT()
        let before = await harness.printed("render")
        harness.clear()

        #expect(await harness.run(line) == .failed)

        #expect(harness.errors.count == 1)
        #expect(harness.lastError.contains(problem), "\(harness.errors)")
        #expect(!harness.lastError.contains("\n"))
        #expect(await harness.printed("render") == before)
    }

    @Test func aDateForAColorPicker_orAColorForADatePicker_saysWhatThePickerTakes() async {
        let harness = await makeSUT()

        #expect(await harness.run("pick Tint 2026-03-14") == .failed)
        #expect(
            harness.lastError == #""Tint" is a color picker, which takes a color (#RRGGBB or a name: red, blue, …), "#
                + #"not "2026-03-14""#, "\(harness.errors)")
        #expect(await harness.run("pick Start red") == .failed)
        #expect(harness.lastError == #""Start" is a date picker, which takes a date (2026-03-14), not "red""#)
    }

    @Test func advance_movesTheClock_firingTheTimelineEntriesOnTheWay() async {
        let harness = await makeSUT()
        #expect(await harness.printed("render").contains("open 0 minutes"))

        #expect(await harness.run("advance 1200") == .succeeded, "\(harness.errors)")

        #expect(harness.lastOutput.contains("open 20 minutes"), "\(harness.lastOutput)")
        // The workbench's clock is the system's, so real time passes too: half an entry's interval
        // leaves 300 s of it before the next entry is due, however slow the machine.
        await harness.run("advance 300")
        #expect(await harness.printed("render").contains("open 20 minutes"), "the next entry is not due yet")
        await harness.run("undo")
        await harness.run("undo")
        #expect(harness.output.contains { $0.contains("or advanced the clock, which undo does not keep") })
        #expect(harness.lastOutput.contains("open 0 minutes"), "mounted again: \(harness.lastOutput)")
    }

    @Test func tab_offersTheViewsWithGestures_thePickers_keys_modifiers_andColors() async {
        let harness = await makeSUT()
        func candidates(_ line: String) -> [String] { harness.session.completions(for: line).candidates }

        #expect(candidates("drag P") == [#""Photo at 0,0""#])
        #expect(candidates("longpress Star ") == ["in"])
        #expect(candidates("longpress Star 2 ") == ["in"])
        #expect(candidates("longpress Star in ") == ["Alps", "Coast"])
        #expect(candidates("rotate Dial 90 ").isEmpty, "not in a row")
        #expect(candidates("pick ") == ["Start", "Tint"])
        #expect(candidates("pick Tint te") == ["teal"])
        #expect(candidates("key up") == ["upArrow"])
        #expect(candidates("key s command ").contains("shift"))
        #expect(!candidates("key s command ").contains("command"))
    }

    @Test func eachCommand_isReplayedAsTyped_andExported_asTheCodeKeptBelow() async throws {
        let harness = await makeSUT()
        let lines = [
            "longpress Card", "longpress Card 1.5", "longpress Star in Alps", "drag Photo 120 -40", "magnify Map 2.5",
            "rotate Dial 90", "key up", "key s command", "pick Start 2026-03-14T09:30:00Z", "pick Tint #FF8000",
            "pick Tint teal", "advance 1200",
        ]
        for line in lines {
            #expect(await harness.run(line) == .succeeded, "\(line): \(harness.errors)")
        }

        let replayed = lines.map { $0 == "key up" ? "key upArrow" : $0 }
        #expect(Array(harness.session.resumeCommands().suffix(lines.count)) == replayed, "keys by their names")
        let exported = await harness.printed("export test")
        let kept = try Self.keptExportedSteps()
        #expect(kept.count == lines.count * 2 + 1, "a line and a settle for each step, and the date's comment")
        for line in kept {
            #expect(exported.contains("\n    " + line + "\n"), "\(line) in \(exported)")
        }

        let host = ViewHost(Desk(), appStorage: StoredValues())
        await host.settle()
        try await Self.exportedSteps(host)
        #expect(host.render() == (await harness.printed("render all")), "the kept code does what the session did")
        host.unmount()
    }

    /// The lines between the markers of ``exportedSteps(_:)``, as written in this file.
    private static func keptExportedSteps() throws -> [String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let begin = lines.firstIndex(of: "// exported steps begin"),
            let end = lines.firstIndex(of: "// exported steps end")
        else { return [] }
        return lines[(begin + 1)..<end].filter { !$0.isEmpty }
    }

    /// The steps `export test` writes for the session of
    /// ``eachCommand_isReplayedAsTyped_andExported_asTheCodeKeptBelow()``, as it writes them: this
    /// file compiles them, the test runs them and finds each line in the export.
    private static func exportedSteps(_ host: ViewHost) async throws {
        // exported steps begin
        try host.longPress("Card")
        await host.settle()
        try host.longPress("Card", duration: 1.5)
        await host.settle()
        try host.inRow(containing: "Alps") { try host.longPress("Star") }
        await host.settle()
        try host.drag("Photo", by: CGSize(width: 120, height: -40))
        await host.settle()
        try host.magnify("Map", by: 2.5)
        await host.settle()
        try host.rotate("Dial", by: .degrees(90))
        await host.settle()
        #expect(host.press(.upArrow))
        await host.settle()
        #expect(host.press("s", modifiers: .command))
        await host.settle()
        // 2026-03-14T09:30:00Z
        try host.pick(date: Date(timeIntervalSince1970: 1773480600), in: "Start")
        await host.settle()
        try host.pick(color: Color(red: 1, green: 128 / 255, blue: 0), in: "Tint")
        await host.settle()
        try host.pick(color: .teal, in: "Tint")
        await host.settle()
        host.advance(by: 1200)
        await host.settle()
        // exported steps end
    }
}
