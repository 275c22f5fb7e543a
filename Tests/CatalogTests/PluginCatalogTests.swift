import Catalog
import Testing
import TextUI
import TextUITesting

/// A small example plugin, operated by name and JSON only, as a tool would.
@MainActor
@Suite struct PluginCatalogTests {
    struct Item: Codable, Identifiable, Equatable {
        var id: Int
        var title: String
    }

    protocol ItemSource: Sendable {
        func items() async throws -> [Item]
    }

    struct FixedSource: ItemSource {
        let list: [Item]
        func items() async throws -> [Item] { list }
    }

    struct FailingSource: ItemSource {
        struct Failure: Error {}
        func items() async throws -> [Item] { throw Failure() }
    }

    struct ItemList: View {
        @Binding var items: [Item]
        @Binding var message: String
        let source: any ItemSource
        var body: some View {
            VStack {
                Text(message)
                ForEach(items) { Text($0.title) }
                Button("Clear") { items = [] }
            }
            .task {
                do {
                    items = try await source.items()
                    message = "loaded"
                } catch {
                    message = "failed"
                }
            }
        }
    }

    static let source = Dependency<any ItemSource>(
        "source",
        choices: [
            .fixed("two", "two items") { FixedSource(list: [Item(id: 1, title: "one"), Item(id: 2, title: "two")]) },
            .fixed("failing", "always fails") { FailingSource() },
            .withArgument("named", argument: "TITLE", "one item with this title") { title in
                FixedSource(list: [Item(id: 9, title: title)])
            },
        ]
    )

    static let catalog = ComponentCatalog(
        name: "Example",
        components: [
            ComponentDescriptor(
                "ItemList", summary: "Items from a source", dependencies: [DependencyDescriptor(source)]
            ) {
                context in
                ItemList(
                    items: context.binding("items", default: [Item]()),
                    message: context.binding("message", default: "idle"),
                    source: context[source]
                )
            }
        ]
    )

    @Test func catalog_listsComponentsBindingsAndDependencies() throws {
        let component = try Self.catalog.component(named: "ItemList")

        let bindings = component.bindings()

        #expect(bindings.map(\.name) == ["items", "message"])
        #expect(bindings.map(\.typeName) == ["Array<Item>", "String"])
        #expect(bindings.map(\.defaultJSON) == ["[]", #""idle""#])
        #expect(component.dependencies.map(\.name) == ["source"])
        #expect(component.dependencies[0].choices.map(\.name) == ["two", "failing", "named"])
        #expect(component.dependencies[0].choices.map(\.argumentName) == [nil, nil, "TITLE"])
    }

    @Test func mountsByName_readsAndWritesBindingsAsJSON() async throws {
        let mounted = try MountedComponent(Self.catalog.component(named: "ItemList"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        #expect(try mounted.json(of: "items") == #"[{"id":1,"title":"one"},{"id":2,"title":"two"}]"#)
        #expect(try mounted.json(of: "message") == #""loaded""#)

        try mounted.setJSON(#"[{"id":5,"title":"five"}]"#, for: "items")

        #expect(mounted.host.render() == "loaded\nfive\n[ Clear ]")
    }

    @Test func writesFromTheComponent_reachTheBindings_andAreReportedWithTheirOrigin() async throws {
        let mounted = try MountedComponent(Self.catalog.component(named: "ItemList"))
        var log: [String] = []
        mounted.onWrite = { log.append("\($0.origin) \($0.name)") }
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        try mounted.host.tap("Clear")
        try mounted.setJSON(#""hi""#, for: "message")

        #expect(log == ["task items", "task message", "view items", "user message"])
        #expect(try mounted.json(of: "items") == "[]")
    }

    @Test func swappingADependency_remountsWithTheNewValue_keepingBindingValues() async throws {
        let mounted = try MountedComponent(
            Self.catalog.component(named: "ItemList"),
            json: [("message", #""start""#)]
        )
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")

        try mounted.use("source", DependencySelection("failing"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        #expect(mounted.host.render() == "failed\none\ntwo\n[ Clear ]")

        try mounted.use("source", DependencySelection("named", argument: "Solaris"))
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        #expect(mounted.host.render() == "loaded\nSolaris\n[ Clear ]")
        #expect(try mounted.selections["source"] == DependencySelection("named", argument: "Solaris"))
    }

    @Test func badInput_getsOneClearError_andChangesNothing() async throws {
        let component = try Self.catalog.component(named: "ItemList")
        let mounted = try MountedComponent(component)
        #expect(await mounted.host.settle(timeout: .seconds(600)), "a hang guard: it settles well before")
        let before = mounted.host.render()

        #expect(throws: CatalogError.unknownBinding("nope", component: "ItemList", available: ["items", "message"])) {
            try mounted.setJSON("1", for: "nope")
        }
        #expect(
            throws: CatalogError.invalidJSON(
                binding: "items", expectedType: "Array<Item>", reason: "expected Array<Any> at the top level")
        ) {
            try mounted.setJSON(#"{"id":1}"#, for: "items")
        }
        #expect(
            throws: CatalogError.invalidJSON(
                binding: "items", expectedType: "Array<Item>",
                reason: "invalid JSON at character 3: expected a string key")
        ) {
            try mounted.setJSON("[{", for: "items")
        }
        #expect(
            throws: CatalogError.unknownChoice(
                dependency: "source", choice: "web", available: ["two", "failing", "named"])
        ) {
            try mounted.use("source", DependencySelection("web"))
        }
        #expect(throws: CatalogError.missingArgument(dependency: "source", choice: "named", argument: "TITLE")) {
            try mounted.use("source", DependencySelection("named"))
        }
        #expect(throws: CatalogError.unknownComponent("Grid", available: ["ItemList"])) {
            try Self.catalog.component(named: "Grid")
        }
        #expect(mounted.host.render() == before)
    }
}
