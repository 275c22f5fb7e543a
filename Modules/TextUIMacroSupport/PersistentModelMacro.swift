/// `@Model` without SwiftSyntax: a class becomes a persistent, `Observable` SwiftData model, as
/// Apple's macro makes it.
///
/// ```swift
/// @Model final class Trip {
///     var name: String
///     @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
///     @Transient var isExpanded = false
///     init(name: String) { self.name = name }
/// }
/// ```
///
/// - `memberAttribute`: each persisted variable (see ``ModelClassDeclaration``) gets
///   `@_PersistedProperty(index: N)`, N its position among them, which turns it into accessors
///   over the model's backing data (see ``PersistedPropertyMacro``).
/// - `member`: the backing data, the observation registrar, `schemaMetadata` (each persisted
///   variable's name, key path and its `@Attribute` or `@Relationship` options) and
///   `init(backingData:)`, which the store uses to make a model it reads.
/// - `extension`: the conformances to `PersistentModel` and `Observable`.
public enum PersistentModelMacro: AttachedMacro {
    public static func expansion(of request: AttachedExpansionRequest) -> AttachedMacroExpansion {
        let location = request.attributeSyntax.location
        let position = PluginDiagnostic.Position(fileName: location.fileName, offset: location.offset)
        switch request.macroRole {
        case "memberAttribute":
            guard let parent = request.parentDeclSyntax,
                let model = try? ModelClassDeclaration(parsing: parent.source),
                let member = try? VariableDeclaration(parsing: request.declSyntax.source),
                let index = model.persisted.firstIndex(where: { $0.name == member.name })
            else { return AttachedMacroExpansion(expansions: []) }
            return AttachedMacroExpansion(expansions: ["@_PersistedProperty(index: \(index))"])
        case "member":
            let model: ModelClassDeclaration
            do {
                model = try ModelClassDeclaration(parsing: request.declSyntax.source)
            } catch {
                return .failure("@Model is for a class: `@Model final class Item { var name: String }`", at: position)
            }
            return AttachedMacroExpansion(expansions: members(of: model))
        case "extension":
            let type = request.extendedTypeSyntax?.source.trimmingWhitespace() ?? ""
            guard !type.isEmpty else { return AttachedMacroExpansion(expansions: []) }
            let wanted = request.conformanceListSyntax?.source ?? "PersistentModel, Observable"
            var extensions: [String] = []
            if wanted.contains("PersistentModel") {
                extensions.append("extension \(type): SwiftData.PersistentModel {\n}")
            }
            if wanted.contains("Observable") {
                extensions.append("extension \(type): Observation.Observable {\n}")
            }
            return AttachedMacroExpansion(expansions: extensions)
        default:
            return AttachedMacroExpansion(expansions: [])
        }
    }

    /// The members `@Model` adds to `model`.
    static func members(of model: ModelClassDeclaration) -> [String] {
        let access = model.isPublic ? "public " : ""
        let metadata = model.persisted.map { member in
            "        SwiftData.Schema.PropertyMetadata(name: \"\(member.name)\", keypath: \\\(model.name).\(member.name), "
                + "defaultValue: nil, metadata: \(options(of: member)))"
        }
        let placeholders = model.persisted.map { "    _\($0.name) = _SwiftDataNoType()" }
        return [
            // Optional, so that `init(backingData:)` does not make an empty one first; unchecked
            // for exclusive access at run time, as the backing data's values are (each property
            // read would check), since no access to it is held across a call.
            "@SwiftData.Transient @exclusivity(unchecked)\nprivate var _$backingData: SwiftData.ModelBackingData? = nil",
            """
            \(access)var persistentBackingData: SwiftData.ModelBackingData {
                get { _$backingData ?? SwiftData.ModelBackingData.stored(in: &_$backingData) }
                set { _$backingData = newValue }
            }
            """,
            """
            \(access)static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [
            \(metadata.joined(separator: ",\n"))
                ]
            }
            """,
            """
            \(access)required init(backingData: SwiftData.ModelBackingData) {
            \((placeholders + ["    self.persistentBackingData = backingData"]).joined(separator: "\n"))
            }
            """,
            "@SwiftData.Transient\nprivate let _$observationRegistrar = Observation.ObservationRegistrar()",
            "\(access)struct _SwiftDataNoType {\n}",
        ]
    }

    /// The schema options a member's `@Attribute` or `@Relationship` gives, as an expression.
    static func options(of member: ModelClassDeclaration.Member) -> String {
        for attribute in member.attributes {
            switch ModelAttributeName.of(attribute) {
            case "Attribute": return "SwiftData.Schema.Attribute\(ModelAttributeName.arguments(of: attribute))"
            case "Relationship": return "SwiftData.Schema.Relationship\(ModelAttributeName.arguments(of: attribute))"
            default: continue
            }
        }
        return "nil"
    }
}

/// `@_PersistedProperty(index: N)`, which `@Model` puts on each persisted variable: the variable
/// becomes accessors over the model's backing data, reads and writes observed as `@Observable`'s
/// are, and gets a placeholder peer (`_name`) that its `init` accessor initializes, so that the
/// class's own initializers assign it as a stored property.
public enum PersistedPropertyMacro: AttachedMacro {
    public static func expansion(of request: AttachedExpansionRequest) -> AttachedMacroExpansion {
        let location = request.attributeSyntax.location
        let position = PluginDiagnostic.Position(fileName: location.fileName, offset: location.offset)
        guard let declaration = try? VariableDeclaration(parsing: request.declSyntax.source) else {
            return .failure("@_PersistedProperty is for a stored variable", at: position)
        }
        let digits = request.attributeSyntax.source.filter(\.isNumber)
        guard let index = Int(digits) else {
            return .failure("@_PersistedProperty needs its index: @_PersistedProperty(index: 0)", at: position)
        }
        let name = declaration.name
        switch request.macroRole {
        case "accessor":
            return AttachedMacroExpansion(expansions: [
                """
                @storageRestrictions(accesses: _$backingData, initializes: _\(name))
                init(initialValue) {
                    SwiftData.ModelBackingData.stored(in: &_$backingData).initialize(index: \(index), to: initialValue)
                    _\(name) = _SwiftDataNoType()
                }
                """,
                """
                get {
                    _$observationRegistrar.access(self, keyPath: \\.\(name))
                    return persistentBackingData.value(at: \(index), of: self)
                }
                """,
                """
                set {
                    _$observationRegistrar.withMutation(of: self, keyPath: \\.\(name)) {
                        persistentBackingData.setValue(newValue, at: \(index), of: self)
                    }
                }
                """,
            ])
        case "peer":
            return AttachedMacroExpansion(expansions: [
                "@SwiftData.Transient\nprivate var _\(name): _SwiftDataNoType"
            ])
        default:
            return AttachedMacroExpansion(expansions: [])
        }
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: markers `@Model` reads (the options become the
/// property's schema metadata). Alone they add nothing.
public enum ModelMarkerMacro: AttachedMacro {
    public static func expansion(of request: AttachedExpansionRequest) -> AttachedMacroExpansion {
        AttachedMacroExpansion(expansions: [])
    }
}
