import Testing
import WidgetKit

/// An app's side of its widgets: reloads are kept for a test, the widgets placed are the test's.
@Suite struct WidgetKitTests {
    @Test func reloads_areKept_inOrder() async {
        await SimulatedHomeScreen.withHomeScreen {
            #expect(SimulatedHomeScreen.reloads.isEmpty)
            WidgetCenter.shared.reloadAllTimelines()
            WidgetCenter.shared.reloadTimelines(ofKind: "Stats")
            #expect(SimulatedHomeScreen.reloads == [.all, .kind("Stats")])
        }
    }

    @Test func theWidgetsPlaced_areReported_inBothForms() async throws {
        let stats = WidgetInfo(kind: "Stats", family: .systemSmall)
        try await SimulatedHomeScreen.withHomeScreen(placing: [stats]) { () async throws in
            #expect(try await WidgetCenter.shared.currentConfigurations() == [stats])
            let result = await withCheckedContinuation { continuation in
                WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: $0) }
            }
            #expect(try result.get().map(\.kind) == ["Stats"])
            #expect(stats.id == stats)
            #expect(stats.debugDescription == "Stats systemSmall")
            #expect(WidgetFamily(rawValue: WidgetFamily.accessoryInline.rawValue) == .accessoryInline)
        }
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }
}
