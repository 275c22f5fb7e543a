import Testing
import TextUIMacroSupport

/// The scanner finds the types a file declares as conforming to the asked protocols, under the
/// name code in the module reaches them by, and leaves out the ones it cannot reach.
@Suite struct ConformanceScannerTests {
    private func found(_ source: String) throws -> [String] {
        try ConformanceScanner.conformances(to: ["PreviewProvider", "ComponentCatalogProvider"], in: source)
            .map { "\($0.typeName): \($0.protocolName)" }
    }

    @Test func declarationsAndExtensions_atFileScope_areFound() throws {
        let source = """
            struct Row_Previews: PreviewProvider { static var previews: some View { Text("a") } }
            @MainActor enum Shelf: Sendable, ComponentCatalogProvider { static var catalog: ComponentCatalog { x } }
            struct Plain: View { var body: some View { Text("PreviewProvider") } }
            extension Other: SwiftUI.PreviewProvider {}
            """
        #expect(
            try found(source) == [
                "Row_Previews: PreviewProvider", "Shelf: ComponentCatalogProvider", "Other: PreviewProvider",
            ])
    }

    @Test func nestedTypes_areNamedWithTheirEnclosingTypes() throws {
        let source = """
            enum Outer {
                struct Inner<T>: Equatable where T: Hashable { }
                struct Row_Previews: PreviewProvider {
                    static var previews: some View { Text("a") }
                }
                class func make() {}
            }
            extension Outer.Inner: PreviewProvider {}
            """
        #expect(try found(source) == ["Outer.Row_Previews: PreviewProvider", "Outer.Inner: PreviewProvider"])
    }

    @Test func privateTypes_typesInFunctions_andProtocols_areLeftOut() throws {
        let source = """
            private struct Hidden_Previews: PreviewProvider {}
            fileprivate struct Also_Previews: PreviewProvider {}
            func make() { struct Local_Previews: PreviewProvider {} }
            protocol Refined: PreviewProvider {}
            public struct Shown_Previews: PreviewProvider {}
            """
        #expect(try found(source) == ["Shown_Previews: PreviewProvider"])
    }

    @Test func textInStringsAndComments_isNotADeclaration() throws {
        let source = """
            // struct Commented: PreviewProvider {}
            let text = "struct Quoted: PreviewProvider {}"
            /* struct Blocked: PreviewProvider {} */
            """
        #expect(try found(source).isEmpty)
    }
}
