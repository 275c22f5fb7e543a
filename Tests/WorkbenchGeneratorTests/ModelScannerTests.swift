import Foundation
import Testing
import TextUIMacroSupport
import WorkbenchGenerator

/// The scanner finds the model classes a file declares (`@Observable`, `ObservableObject`) with
/// the properties in their bodies, and the generated workbench declares each one's properties as
/// key paths (`SettableModel`), so the workbench's `set` writes them through their setters.
@Suite struct ModelScannerTests {
    private func found(_ source: String) throws -> [String] {
        try ModelScanner.models(in: source).map { "\($0.typeName): \($0.properties.joined(separator: " "))" }
    }

    @Test func observableClassesAndObservableObjects_areFound_withTheirProperties() throws {
        let source = """
            @Observable @MainActor
            final class JournalStore {
                var expenses: [Expense] = []
                private(set) var isLoading = false
                let id = UUID()
                var count: Int { expenses.count }
                func load() async { var local = 1; local += 1 }
                struct Nested { var inner = 0 }
            }
            class Settings: NSObject, ObservableObject {
                @Published var volume = 3
                @AppStorage("name") var name = "Home"
            }
            struct NotAModel { var value = 1 }
            class Plain { var value = 1 }
            """
        #expect(
            try found(source) == [
                "JournalStore: expenses isLoading id count", "Settings: volume name",
            ])
    }

    @Test func privateAndGenericModels_staticAndPrivateProperties_andConditionalCode_areLeftOut() throws {
        let source = """
            @Observable private final class Hidden { var a = 1 }
            @Observable final class Box<T> { var a = 1 }
            #if DEBUG
            @Observable final class DebugOnly { var a = 1 }
            #endif
            @Observable final class Store {
                static var shared = Store()
                private var secret = 1
                fileprivate var other = 2
                @ObservationIgnored private var cache = 3
                #if DEBUG
                var debugOnly = 4
                #endif
                var `default` = "x"
                let title: String = "// not a comment: var fake = 1"
            }
            """
        #expect(try found(source) == ["Store: default title"])
    }

    @Test func theGeneratedWorkbench_declaresEachModelsKeyPaths_byItsModulesName() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let file = sources + "/Store.swift"
        let text = """
            @Observable final class Settings { var volume = 3; let id = 1 }
            #Preview { Text("a") }
            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)

        let inventory = PreviewInventory.scan(files: [file], module: "Shelf")
        let main = WorkbenchMainSource.source(module: "Shelf", inventory: inventory, reload: nil)

        #expect(
            main.contains(
                """
                extension Shelf.`Settings`: SettableModel {
                    public static var settableProperties: [String: AnyKeyPath] {
                        ["volume": \\Shelf.`Settings`.`volume`, "id": \\Shelf.`Settings`.`id`]
                    }
                }
                """), "\(main)")
    }

    @Test func structures_areFound_butNotViewsNorPrivateOrGenericOnes() throws {
        let source = """
            struct Checkin: Identifiable, Hashable {
                let id: UUID
                var name: String
                var minutes = 0
                static let sample = Checkin(id: UUID(), name: "Walk")
                private var note = ""
            }
            struct HabitList: View {
                @State var query = ""
                var body: some View { Text(query) }
            }
            private struct Hidden { var a = 1 }
            struct Box<T> { var a = 1 }
            struct Empty {}
            """
        let structures = try ModelScanner.structures(in: source).map {
            "\($0.typeName): \($0.properties.joined(separator: " "))"
        }
        #expect(structures == ["Checkin: id name minutes", "Empty: "])
    }

    @Test func theGeneratedWorkbench_declaresTheStructuresKeyPaths_asSettableValues() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent("values-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let file = sources + "/Checkin.swift"
        try "struct Checkin { let id: Int; var name: String }\nstruct Empty {}\n".write(
            toFile: file, atomically: true, encoding: .utf8)

        let inventory = PreviewInventory.scan(files: [file], module: "Habits")
        let main = WorkbenchMainSource.source(module: "Habits", inventory: inventory, reload: nil)

        #expect(
            main.contains(
                """
                extension Habits.`Checkin`: SettableValue {
                    public static var settableProperties: [String: AnyKeyPath] {
                        ["id": \\Habits.`Checkin`.`id`, "name": \\Habits.`Checkin`.`name`]
                    }
                }
                """), "\(main)")
        #expect(!main.contains("`Empty`"), "a structure without properties gets no table: \(main)")
    }
}
