import Catalog
import Testing

/// Which state a workbench root owns (binding values, dependency choices, a preview's kept view)
/// and which is the component's own (below `ComponentContent`).
@Suite struct StateOwnershipTests {
    @Test(arguments: [
        ("ComponentRoot.bindingValue", true),
        ("ComponentRoot/VStack[0].dependencies", true),
        ("ComponentRoot/ComponentContent/AnyView/Counter.count", false),
        ("ComponentRoot/ComponentContent/AnyView/MadeOnce[1].made", true),
        ("ComponentRoot/ComponentContent/MadeOnce[0].made", true),
        ("ComponentRoot/ComponentContent/MadeOnce[0]/Counter.made", false),
        ("ComponentRoot/ComponentContent/MadeOnce[0].made/Counter.count", false),
        ("ComponentRootless/ComponentContent/Counter.count", false),
        ("Counter.count", false),
        ("", false),
        ("ComponentRoot/ComponentContentX/Ünïcode.made", false),
    ])
    func isRoot(path: String, owned: Bool) {
        #expect(StateOwnership.isRoot(path) == owned)
    }
}
