import Testing
import TextUIMacroSupport

/// `@Model` finds a class's persisted properties without a parser and expands to accessors over the
/// backing data, the schema metadata and the conformances.
struct ModelMacroExpansionTests {
    static let trip = """
        @Model
        public final class Trip {
            @Attribute(.unique) var name: String
            var start: Date = .now
            @Relationship(deleteRule: .cascade, inverse: \\Stop.trip)
            var stops: [Stop] = []
            @Transient var isExpanded = false
            static var sample = "x"
            let kind = "trip"
            lazy var cache = [Int]()
            var summary: String { name }
            var observed: Int = 0 {
                didSet { print(observed) }
            }
            var handler = { (x: Int) in x + 1 }
            private(set) var count: Int = 0; var flag = true

            init(name: String) { self.name = name }
            func rename(_ name: String) { self.name = name }
        }
        """

    private func request(role: String, declaration: String, parent: String? = nil, attribute: String = "@Model")
        -> AttachedExpansionRequest
    {
        let location = PluginSyntax.Location(
            fileID: "App/Trip.swift", fileName: "/src/Trip.swift", offset: 0, line: 1, column: 1)
        return AttachedExpansionRequest(
            macro: MacroReference(moduleName: "SwiftDataMacros", typeName: "PersistentModelMacro", name: "Model"),
            macroRole: role, discriminator: "$s1",
            attributeSyntax: PluginSyntax(kind: "attribute", source: attribute, location: location),
            declSyntax: PluginSyntax(kind: "declaration", source: declaration, location: location),
            lexicalContext: nil,
            parentDeclSyntax: parent.map { PluginSyntax(kind: "declaration", source: $0, location: location) },
            extendedTypeSyntax: PluginSyntax(kind: "type", source: "Trip", location: location),
            conformanceListSyntax: PluginSyntax(kind: "type", source: "PersistentModel, Observable", location: location)
        )
    }

    @Test func theClass_persistsItsStoredVarsAndLets() throws {
        let model = try ModelClassDeclaration(parsing: Self.trip)
        #expect(model.name == "Trip")
        #expect(model.isPublic)
        #expect(model.persisted.map(\.name) == ["name", "start", "stops", "kind", "handler", "count", "flag"])
        #expect(model.persisted[2].attributes == [#"@Relationship(deleteRule: .cascade, inverse: \Stop.trip)"#])
    }

    /// Hacking with Swift's challenge apps keep an example in `#if DEBUG` inside the model class;
    /// Apple's `@Model` (a SwiftSyntax macro) takes the class as the compiler does.
    @Test func conditionalCompilationLines_separateMembers() throws {
        let model = try ModelClassDeclaration(
            parsing: """
                @Model
                class Contact {
                    var name: String
                    #if DEBUG
                    static let example = Contact(name: "Squirtle")
                    #else
                    var note = ""
                    #endif
                    var company = ""
                    init(name: String) { self.name = name }
                }
                """)
        #expect(model.members.map(\.name) == ["name", "example", "note", "company"])
        #expect(model.persisted.map(\.name) == ["name", "note", "company"])
    }

    /// Apple's `@Model` puts its property macro on a `let` too: in Swift 5 mode the compiler expands
    /// the accessors with a warning, and the constant is stored (Hacking with Swift's iExpense and
    /// FriendFace SwiftData editions, as people wrote them, declare `let name: String` in their
    /// models, build, and keep their expenses); in Swift 6 mode it is an error, as with Apple's.
    @Test func aLetWithoutAValue_isPersisted_soInitFromBackingDataInitializesIt() throws {
        let declaration = """
            @Model
            class ExpenseItem {
                var id = UUID()
                let name: String
                let amount: Double
                init(name: String, amount: Double) { self.name = name; self.amount = amount }
            }
            """
        #expect(try ModelClassDeclaration(parsing: declaration).persisted.map(\.name) == ["id", "name", "amount"])
        let attribute = PersistentModelMacro.expansion(
            of: request(role: "memberAttribute", declaration: "let name: String", parent: declaration))
        #expect(attribute.expansions == ["@_PersistedProperty(index: 1)"])
        let members = PersistentModelMacro.expansion(of: request(role: "member", declaration: declaration))
        let joined = members.expansions?.joined(separator: "\n") ?? ""
        #expect(joined.contains("_name = _SwiftDataNoType()") && joined.contains("_amount = _SwiftDataNoType()"))
    }

    @Test func eachPersistedProperty_getsItsIndex() {
        let attribute = PersistentModelMacro.expansion(
            of: request(role: "memberAttribute", declaration: "var stops: [Stop] = []", parent: Self.trip))
        #expect(attribute.expansions == ["@_PersistedProperty(index: 2)"])
        let transient = PersistentModelMacro.expansion(
            of: request(role: "memberAttribute", declaration: "@Transient var isExpanded = false", parent: Self.trip))
        #expect(transient.expansions == [])
    }

    @Test func theMembers_describeTheSchemaAndInitFromBackingData() {
        let members = PersistentModelMacro.expansion(of: request(role: "member", declaration: Self.trip))
        let joined = members.expansions?.joined(separator: "\n") ?? ""
        #expect(
            joined.contains(
                #"SwiftData.Schema.PropertyMetadata(name: "stops", keypath: \Trip.stops, defaultValue: nil, metadata: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \Stop.trip))"#
            ))
        #expect(joined.contains(#"metadata: SwiftData.Schema.Attribute(.unique))"#))
        #expect(joined.contains("public required init(backingData: SwiftData.ModelBackingData)"))
        #expect(joined.contains("_stops = _SwiftDataNoType()"))
        #expect(!joined.contains("_isExpanded"))
    }

    @Test func theExtensions_addTheConformances() {
        let extensions = PersistentModelMacro.expansion(of: request(role: "extension", declaration: Self.trip))
        #expect(
            extensions.expansions == [
                "extension Trip: SwiftData.PersistentModel {\n}", "extension Trip: Observation.Observable {\n}",
            ])
    }

    @Test func aPersistedProperty_becomesObservedAccessors() {
        let accessors = PersistedPropertyMacro.expansion(
            of: request(role: "accessor", declaration: "var name: String", attribute: "@_PersistedProperty(index: 0)"))
        #expect(accessors.expansions?.count == 3)
        #expect(
            accessors.expansions?[0].contains("@storageRestrictions(accesses: _$backingData, initializes: _name)")
                == true)
        #expect(accessors.expansions?[1].contains("_$observationRegistrar.access(self, keyPath: \\.name)") == true)
        let peer = PersistedPropertyMacro.expansion(
            of: request(role: "peer", declaration: "var name: String", attribute: "@_PersistedProperty(index: 0)"))
        #expect(peer.expansions == ["@SwiftData.Transient\nprivate var _name: _SwiftDataNoType"])
    }

    @Test func aStruct_isAnError() {
        let members = PersistentModelMacro.expansion(
            of: request(role: "member", declaration: "@Model struct Trip { var a = 1 }"))
        #expect(members.expansions == nil)
        #expect(members.diagnostics.first?.message.contains("@Model is for a class") == true)
    }
}
