import SwiftUI
import Testing

@testable import Bookshelf
@testable import Pantry

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
}
