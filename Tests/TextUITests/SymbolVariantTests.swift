import Testing
import TextUI

/// `symbolVariant` adds to the environment's symbol variants, which views read.
@MainActor
@Suite struct SymbolVariantTests {
    struct VariantReader: View {
        @Environment(\.symbolVariants) private var variants
        var body: some View {
            Text(variants.contains(.circle.fill) ? "circle fill" : variants == .none ? "none" : "other")
        }
    }

    @Test func symbolVariant_addsToTheEnvironment() {
        #expect(ViewHost(VariantReader()).render() == "none")
        #expect(ViewHost(VariantReader().symbolVariant(.fill).symbolVariant(.circle)).render() == "circle fill")
    }

    @Test func variants_chain_andContainTheirParts() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.slash))
    }
}
