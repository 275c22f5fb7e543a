import Testing
import TextUIMacroSupport

/// `#Index` and `#Unique` in a `@Model` class's body: the class's persisted properties are still
/// found around them, and each expands to the static property of key paths the store reads,
/// rooted at the enclosing class, public when the class is.
struct ModelSchemaMacroTests {
    static let book = """
        @Model
        public class Book {
            #Index<Book>([\\.name], [\\.genre])
            #Unique<Book>([\\.name, \\.genre])
            var name: String
            var genre: Genre
            var comment = ""
            init(name: String, genre: Genre) { self.name = name; self.genre = genre }
        }
        """

    private func request(_ use: String, name: String, enclosing: String?) -> FreestandingExpansionRequest {
        let location = PluginSyntax.Location(
            fileID: "App/Book.swift", fileName: "/src/Book.swift", offset: 40, line: 3, column: 5)
        return FreestandingExpansionRequest(
            macro: MacroReference(moduleName: "SwiftDataMacros", typeName: "ModelSchemaMacro", name: name),
            macroRole: "declaration", discriminator: "$s2",
            syntax: PluginSyntax(kind: "declaration", source: use, location: location),
            lexicalContext: enclosing.map { [PluginSyntax(kind: "declaration", source: $0, location: location)] })
    }

    @Test func aClassWithIndexAndUnique_keepsItsPersistedProperties() throws {
        let model = try ModelClassDeclaration(parsing: Self.book)
        #expect(model.name == "Book")
        #expect(model.persisted.map(\.name) == ["name", "genre", "comment"])
    }

    @Test func index_declaresItsKeyPathsRootedAtTheModel() {
        let expansion = ModelSchemaMacro.expansion(
            of: request("    #Index<Book>([\\.name], [\\.genre])", name: "Index", enclosing: Self.book))
        #expect(expansion.diagnostics.isEmpty)
        #expect(
            expansion.expandedSource == """
                public static var _$schemaIndices: [[AnyKeyPath]] {
                    let keyPaths: [[PartialKeyPath<Book>]] = [[\\.name], [\\.genre]]
                    return keyPaths
                }
                """)
    }

    @Test func unique_declaresItsConstraints_internalInAnInternalClass() {
        let expansion = ModelSchemaMacro.expansion(
            of: request(
                "#Unique([\\Visit.place, \\Visit.day])", name: "Unique",
                enclosing: "@Model final class Visit {\n}"))
        #expect(
            expansion.expandedSource == """
                static var _$schemaUniqueConstraints: [[AnyKeyPath]] {
                    let keyPaths: [[PartialKeyPath<Visit>]] = [[\\Visit.place, \\Visit.day]]
                    return keyPaths
                }
                """)
    }

    @Test func outsideAModelOrWithoutKeyPaths_isOneClearError() {
        let outside = ModelSchemaMacro.expansion(of: request("#Index([\\Book.name])", name: "Index", enclosing: nil))
        #expect(outside.expandedSource == nil)
        #expect(
            outside.diagnostics.map(\.message) == [
                #"#Index is for the body of a @Model class: `#Index<Trip>([\.name])`"#
            ])
        let empty = ModelSchemaMacro.expansion(of: request("#Unique<Book>()", name: "Unique", enclosing: Self.book))
        #expect(empty.expandedSource == nil)
        #expect(empty.diagnostics.count == 1)
    }
}
