import Catalog
import Testing
import TextUI

@testable import Workbench

/// `move ROW POSITION` moves a list row through its `onMove`, as dragging its handle does, to a
/// position counted from 1; it is completed, replayed and exported as the host call a test makes.
@MainActor
@Suite struct MoveCommandTests {
    struct Queue: View {
        @State var films = ["Alien", "Heat", "Up"]
        var body: some View {
            List {
                ForEach(films, id: \.self) { Text($0) }
                    .onMove { films.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Films",
            components: [
                ComponentDescriptor(
                    "Queue", summary: "rows that move", source: ComponentSource(imports: [], expression: "Queue()")
                ) { _ in Queue() }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount Queue")
        return harness
    }

    @Test func move_putsTheRowAtThePosition_countedFromOne() async {
        let harness = await makeSUT()

        #expect(await harness.run("move Up 1") == .succeeded, "\(harness.errors)")

        #expect(harness.lastOutput == "Up\nAlien\nHeat", "\(harness.lastOutput)")
        #expect(await harness.run("move Up 4") == .failed)
        #expect(harness.lastError == #"cannot move "Up" to position 4: there are 3 rows (positions 1 to 3)"#)
        #expect(await harness.run("move Up 0") == .failed)
        #expect(harness.lastError.contains("expected a position (1 is the first row)"), "\(harness.errors)")
    }

    @Test func move_isCompleted_replayed_andExported() async {
        let harness = await makeSUT()
        #expect(harness.session.completions(for: "move ").candidates == ["Alien", "Heat", "Up"])

        await harness.run("move Alien 3")

        #expect(harness.session.resumeCommands().last == "move Alien 3")
        #expect(await harness.printed("export test").contains(#"try host.moveRow("Alien", to: 2)"#))
    }
}
