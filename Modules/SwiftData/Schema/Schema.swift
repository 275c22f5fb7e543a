import Foundation

/// The model types a container stores, each a table (see the SwiftData article *How models are
/// stored*).
///
/// `@unchecked Sendable`: immutable once made (its entities are built in the initializer).
public final class Schema: @unchecked Sendable {
    /// A schema's version (accepted; the store's tables follow the models as they are).
    public struct Version: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The major version.
        public let major: Int
        /// The minor version.
        public let minor: Int
        /// The patch version.
        public let patch: Int

        /// A version.
        ///
        /// - Parameters:
        ///   - major: The major version.
        ///   - minor: The minor version.
        ///   - patch: The patch version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            (self.major, self.minor, self.patch) = (major, minor, patch)
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// A model type in the schema.
    public struct Entity: Sendable, Hashable {
        /// The type's name (the table's name).
        public let name: String
        /// The persisted properties' names, in order.
        public let propertyNames: [String]
    }

    /// The schema's version.
    public let version: Version
    /// Its model types.
    public var entities: [Entity] {
        modelEntities.map { Entity(name: $0.name, propertyNames: $0.properties.map(\.name)) }
    }

    let modelEntities: [ModelEntity]
    private let byType: [ObjectIdentifier: ModelEntity]
    /// Why the store could not keep these models (an unsupported property type), first first.
    let problems: [SwiftDataError]

    /// A schema of `types` and the types their relationships reach.
    ///
    /// - Parameters:
    ///   - types: The model types.
    ///   - version: The schema's version.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.version = version
        var entities: [ModelEntity] = []
        var seen = Set<ObjectIdentifier>()
        var pending = types
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            let entity = ModelEntity(type: type)
            entities.append(entity)
            for property in entity.properties {
                property.entityName = entity.name
                if let related = property.relationshipType { pending.append(related._relatedModelType) }
            }
        }
        modelEntities = entities
        byType = Dictionary(uniqueKeysWithValues: entities.map { (ObjectIdentifier($0.type), $0) })
        problems = entities.flatMap { entity in
            entity.properties.compactMap { property -> SwiftDataError? in
                if case .failure(let error) = property.metadata.storage { return error }
                return nil
            }
        }
        linkInverses()
    }

    /// A schema of `types`.
    ///
    /// - Parameters:
    ///   - types: The model types.
    ///   - version: The schema's version.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The entity of `type`, if the schema has it.
    func entity(for type: any PersistentModel.Type) -> ModelEntity? {
        byType[ObjectIdentifier(type)]
    }

    /// The entity named `name`.
    func entity(named name: String) -> ModelEntity? {
        modelEntities.first { $0.name == name }
    }

    /// Pairs each relationship with its inverse: the one `@Relationship(inverse:)` names (on either
    /// side), or else the only relationship of the related type back to this one.
    private func linkInverses() {
        for owner in modelEntities {
            for property in owner.properties {
                guard let keyPath = property.relationship?.inverseKeyPath, let related = relatedEntity(of: property),
                    let inverse = related.property(at: keyPath)
                else { continue }
                property.inverse = inverse
                inverse.inverse = property
            }
        }
        for owner in modelEntities {
            for property in owner.properties where property.inverse == nil {
                guard let related = relatedEntity(of: property) else { continue }
                let candidates = related.properties.filter { candidate in
                    candidate.inverse == nil && candidate !== property && relatedEntity(of: candidate) === owner
                }
                guard candidates.count == 1, let inverse = candidates.first else { continue }
                property.inverse = inverse
                inverse.inverse = property
            }
        }
    }

    /// The entity a relationship property holds models of.
    private func relatedEntity(of property: ModelProperty) -> ModelEntity? {
        guard let type = property.relationshipType else { return nil }
        return entity(for: type._relatedModelType)
    }
}
