import Charts
import SwiftUI
import Testing

@testable import Bookshelf
@testable import Pantry
@testable import StepStats

/// The corpus' `#Preview` blocks compile as written with `import SwiftUI`, and each mounts in a host.
@MainActor
@Suite struct CorpusPreviewTests {
    @Test func aCardsPreview_mountsTheCard() {
        let preview = _textUIPreview(`BookCard.swift:37:1`: ())

        #expect(preview.name == "A card")
        #expect(ViewHost(preview.makeView()).render() == "Dune\nFrank Herbert 412")
    }

    @Test func aPreviewWithItsEnvironment_mountsTheScreen() {
        let preview = _textUIPreview(`CategoryView.swift:34:1`: ())

        #expect(ViewHost(preview.makeView()).render() == "Baking\n══════\nFlour ×1 low [-|+]\nSugar ×3 [-|+]")
    }

    @Test func aChartsDashboardsPreview_mountsItsCharts() {
        let preview = _textUIPreview(`ActivityDashboard.swift:53:1`: ())

        let host = ViewHost(preview.makeView())
        #expect(host.render().contains("steps in 7 days"))
        #expect(
            host.chartData().map { $0.marks.count } == [8, 14, 3], "7 bars and a rule, 7 lines and points, 3 sectors")
    }
}
