import Catalog
import Foundation
import Observation
import Testing
import TextUI

@testable import Workbench

/// A model's property that holds values which are not `Codable` (a plain struct, as apps write
/// their entries) is written into by key paths: `set store.checkins[1].name "Read"` follows the
/// array's element and the structure's property (the `SettableValue` table the plugin declares for
/// the target's structures, written here by hand as the generator writes it) down to a `Codable`
/// value, and writes it through the model's property, whose setter runs: the views update, the
/// write is logged and undone, and `export test` writes the same assignment (issue 33: "a model's
/// entries are read and written from the REPL").
@MainActor
@Suite struct NonCodableModelValueWritesTests {
    struct Checkin: Identifiable {
        let id: Int
        var name: String
        var minutes: Int
    }

    @Observable final class CheckinStore {
        var checkins = [
            Checkin(id: 1, name: "Walk", minutes: 20), Checkin(id: 2, name: "Stretch", minutes: 10),
        ]
    }

    struct CheckinList: View {
        @Environment(CheckinStore.self) private var store
        var body: some View {
            ForEach(store.checkins) { Text("\($0.name): \($0.minutes) min") }
        }
    }

    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Habits",
            components: [
                ComponentDescriptor(
                    "Checkins", summary: "check-ins kept by a store in the environment",
                    source: ComponentSource(imports: [], expression: "CheckinList().environment(CheckinStore())")
                ) { _ in CheckinList().environment(CheckinStore()) }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount Checkins")
        return harness
    }

    @Test func aPropertyOfAStructInAModelsArray_isWritten_logged_undone_andExported() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"set store.checkins[1].name "Read""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.run("set store.checkins[0].minutes 25") == .succeeded, "\(harness.errors)")

        #expect(await harness.printed("render") == "Walk: 25 min\nRead: 10 min")
        let log = await harness.printed("log")
        #expect(log.contains("store.checkins"), "\(log)")
        let exported = await harness.printed("export test")
        #expect(exported.contains(".checkins[1].name = "), "\(exported)")
        #expect(exported.contains("try JSONFixture.decode(Swift.String.self"), "\(exported)")
        #expect(exported.contains(".checkins[0].minutes = "), "\(exported)")

        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("render") == "Walk: 20 min\nRead: 10 min")
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func aPathThatReachesNoCodableValue_isOneClearError() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"set store.checkins[5].name "Read""#) == .failed)
        #expect(harness.errors.last?.contains("with no element 5") == true, "\(harness.errors)")
        #expect(await harness.run(#"set store.checkins[0].title "Read""#) == .failed)
        #expect(
            harness.errors.last?.contains(#"no property "title" (its properties: id, minutes, name)"#) == true,
            "\(harness.errors)")
        #expect(await harness.run(#"set store.checkins[0] "Read""#) == .failed)
        #expect(harness.errors.last?.contains("not Codable") == true, "\(harness.errors)")
        #expect(await harness.printed("render") == "Walk: 20 min\nStretch: 10 min")
    }
}

extension NonCodableModelValueWritesTests.CheckinStore: SettableModel {
    static var settableProperties: [String: AnyKeyPath] {
        ["checkins": \NonCodableModelValueWritesTests.CheckinStore.checkins]
    }
}

extension NonCodableModelValueWritesTests.Checkin: SettableValue {
    static var settableProperties: [String: AnyKeyPath] {
        [
            "id": \NonCodableModelValueWritesTests.Checkin.id, "name": \NonCodableModelValueWritesTests.Checkin.name,
            "minutes": \NonCodableModelValueWritesTests.Checkin.minutes,
        ]
    }
}
