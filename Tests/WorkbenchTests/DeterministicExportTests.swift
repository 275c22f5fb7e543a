import Catalog
import Foundation
import Testing
import TextUI

@testable import Workbench

/// The workbench formats dates in a fixed time zone (UTC unless told otherwise) and the tests it
/// exports fix the same zone, so a date picked, the same date in `Text(_:style:)` and the
/// exported expectation agree wherever they run (this suite passes under `TZ=America/Los_Angeles`,
/// `UTC` and `Asia/Tokyo`); a rendering that shows today's date, which an exported test would
/// expect again tomorrow, is pointed out by `export test`, and the test expects the day it runs on
/// in its place (and, beside it, the day as far from it in place of a day near today, such as
/// yesterday's).
@MainActor
@Suite struct DeterministicExportTests {
    /// Today's date in a `Text` (`December 6, 2026`) and in a date picker (`2026-12-06`).
    struct Today: View {
        @State private var date = Date()
        var body: some View {
            Text(date, style: .date)
            DatePicker("Date", selection: $date, displayedComponents: .date)
        }
    }

    /// The day headers of sample data made relative to today: today's and yesterday's.
    struct Yesterday: View {
        var body: some View {
            Text(Date.now, style: .date)
            Text(Calendar.current.date(byAdding: .day, value: -1, to: .now) ?? .now, style: .date)
        }
    }

    func makeSUT() -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Journal",
            components: [
                ComponentDescriptor(
                    "AddExpense", summary: "the add sheet's form",
                    source: ComponentSource(imports: [], expression: "AddJournalExpenseView { _ in }")
                ) { _ in AddJournalExpenseView { _ in } },
                ComponentDescriptor(
                    "Detail", summary: "an expense in full",
                    source: ComponentSource(
                        imports: [], expression: "JournalDetailView(expense: JournalSamples.all[0])")
                ) { _ in JournalDetailView(expense: JournalSamples.all[0]) },
                ComponentDescriptor(
                    "Today", summary: "today's date", source: ComponentSource(imports: [], expression: "Today()")
                ) { _ in Today() },
                ComponentDescriptor(
                    "Yesterday", summary: "yesterday's date",
                    source: ComponentSource(imports: [], expression: "Yesterday()")
                ) { _ in Yesterday() },
            ])
        return SessionHarness(catalogs: [catalog])
    }

    @Test func aDatePicked_andTheSameDateInText_showTheSameDay_inAnyZone() async {
        let harness = makeSUT()
        await harness.run("mount AddExpense")
        #expect(await harness.run("pick Date 2026-12-04") == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get date") == #""2026-12-04T00:00:00Z""#)

        await harness.run("mount Detail")

        let rendering = await harness.printed("render")
        #expect(TimeZone.current.secondsFromGMT() == 0)
        let fourth = Date(timeIntervalSince1970: 1_796_342_400).formatted(date: .long, time: .omitted)
        #expect(fourth.contains("4") && !fourth.contains("3"), "midnight UTC is the 4th: \(fourth)")
        #expect(rendering.contains(fourth), "\(rendering)")
    }

    @Test func anExportedTest_fixesTheSessionsZone_beforeItMakesItsHost() async throws {
        let harness = makeSUT()
        await harness.run("mount Detail")

        let exported = await harness.printed("export test")

        let zone = try #require(exported.range(of: #"HostTimeZone.set("UTC")"#))
        let host = try #require(exported.range(of: "host = ViewHost("))
        #expect(zone.upperBound < host.lowerBound, "\(exported)")
        #expect(exported.contains(Date(timeIntervalSince1970: 1_796_342_400).formatted(date: .long, time: .omitted)))
        #expect(!exported.contains("today's date"), "\(exported)")
    }

    @Test func anExportOfARenderingThatShowsToday_saysSo_andExpectsTheDayTheTestRunsOn() async throws {
        let harness = makeSUT()
        await harness.run("mount Today")
        let today = Date().formatted(date: .long, time: .omitted)
        let isoToday = Date().formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day())

        let exported = await harness.printed("export test")

        #expect(
            harness.output.contains { $0.hasPrefix("note: the rendering shows today's date (") }, "\(harness.output)")
        #expect(exported.contains("// Note: the rendering shows today's date"), "\(exported)")
        let expectation = try #require(exported.range(of: "let rendering = "))
        let compared = exported[expectation.lowerBound...]
        #expect(
            compared.hasPrefix(
                """
                let rendering = host.render()
                        .replacing(\
                Regex { Anchor.wordBoundary; Date.now.formatted(date: .long, time: .omitted); Anchor.wordBoundary }, \
                with: "⟨today⟩")
                        .replacing(\
                Regex { Anchor.wordBoundary; \
                Date.now.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day()); \
                Anchor.wordBoundary }, with: "⟨today⟩")
                """), "\(exported)")
        #expect(exported.contains("import RegexBuilder"), "\(exported)")
        #expect(compared.contains("⟨today⟩"), "\(exported)")
        #expect(!compared.contains(today) && !compared.contains(isoToday), "\(exported)")
    }

    @Test func anExportOfARenderingThatShowsYesterday_expectsTheDayBeforeTheOneTheTestRunsOn() async throws {
        let harness = makeSUT()
        await harness.run("mount Yesterday")
        let yesterday = try #require(Calendar.current.date(byAdding: .day, value: -1, to: .now))
            .formatted(date: .long, time: .omitted)

        let exported = await harness.printed("export test")

        let today = Date.now.formatted(date: .long, time: .omitted)
        let note = "note: the rendering shows today's date and days near it (\(today), \(yesterday) as ⟨today-1⟩)"
        #expect(harness.output.contains { $0.hasPrefix(note) }, "\(harness.output)")
        let expectation = try #require(exported.range(of: "let rendering = "))
        let compared = exported[expectation.lowerBound...]
        #expect(
            compared.contains(
                "Regex { Anchor.wordBoundary; (Calendar.current.date(byAdding: .day, value: -1, to: .now) ?? .now)"
                    + ".formatted(date: .long, time: .omitted); Anchor.wordBoundary }, with: \"⟨today-1⟩\")"),
            "\(exported)")
        #expect(compared.contains("⟨today-1⟩") && !compared.contains(yesterday), "\(exported)")
    }

    @Test func aDateNearToday_isFoundAsAWholeWord_notInsideAnotherDate() throws {
        // 7 December 2026 (noon UTC): its day is a part of the 17th's, yesterday's a part of the 16th's.
        let now = Date(timeIntervalSince1970: 1_796_342_400 + 3 * 86_400 + 43_200)
        let seventh = now.formatted(date: .long, time: .omitted)
        let sixth = now.addingTimeInterval(-86_400).formatted(date: .long, time: .omitted)
        let sixteenth = now.addingTimeInterval(9 * 86_400).formatted(date: .long, time: .omitted)
        let seventeenth = now.addingTimeInterval(10 * 86_400).formatted(date: .long, time: .omitted)
        let rendering = [seventeenth, sixteenth, seventh, sixth].joined(separator: "\n")

        let forms = RealClockDates.today(in: rendering, now: now)

        #expect(forms.map(\.shown) == [seventh, sixth], "\(forms)")
        #expect(forms.map(\.days) == [0, -1])
        #expect(
            RealClockDates.replacing(forms, in: rendering)
                == [seventeenth, sixteenth, "⟨today⟩", "⟨today-1⟩"].joined(separator: "\n"))
        // Without today's date beside it, a day near today is more likely a fixed sample date: kept.
        #expect(RealClockDates.today(in: sixth, now: now).isEmpty)
    }
}
