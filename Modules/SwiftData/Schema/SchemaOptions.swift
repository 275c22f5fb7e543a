/// What `@Attribute` and `@Relationship` say about a property, kept in its schema metadata.
public protocol SchemaProperty {
    /// The options' kind, for messages: "attribute" or "relationship".
    var kind: String { get }
}

extension Schema {
    /// `@Attribute`'s options for a stored property.
    public struct Attribute: SchemaProperty, Sendable {
        /// An option of an attribute.
        public struct Option: Equatable, Hashable, Sendable {
            let name: String

            /// No two models of the type have the same value: inserting one with a value already
            /// stored replaces the stored one (an upsert), as SwiftData does.
            public static let unique = Option(name: "unique")
            /// Accepted; the value is stored in the row like any other (SQLite keeps large values
            /// in overflow pages).
            public static let externalStorage = Option(name: "externalStorage")
            /// Accepted; the value is stored unencrypted.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Accepted; the value is not kept in another store.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Accepted; the value is stored as it is.
            public static let ephemeral = Option(name: "ephemeral")
            /// Accepted; a Spotlight index does not exist on Linux.
            public static let spotlight = Option(name: "spotlight")

            /// Accepted; the value is stored as `Codable` JSON whatever the transformer.
            ///
            /// - Parameter name: The value transformer's name.
            /// - Returns: The option.
            public static func transformable(by name: String) -> Option { Option(name: "transformable") }
        }

        /// The options.
        public let options: [Option]
        /// The property's name in an earlier version of the schema (accepted; stores are matched by
        /// the current name).
        public let originalName: String?
        /// Accepted, not used.
        public let hashModifier: String?

        /// An attribute's options, as `@Attribute(…)` gives them.
        ///
        /// - Parameters:
        ///   - options: `.unique`, `.externalStorage`…
        ///   - originalName: The property's earlier name.
        ///   - hashModifier: A schema hash modifier.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        public var kind: String { "attribute" }

        /// True for a `.unique` attribute.
        public var isUnique: Bool { options.contains(.unique) }
    }

    /// `@Relationship`'s options for a property that holds other models.
    public struct Relationship: SchemaProperty, @unchecked Sendable {
        // @unchecked: `inverseKeyPath` is an immutable key path (AnyKeyPath is not declared Sendable).

        /// What deleting the model does to the models this relationship holds.
        public enum DeleteRule: String, Hashable, Sendable, Codable {
            /// They are deleted too.
            case cascade
            /// Deleting is refused while there are some (`save()` throws).
            case deny
            /// They stay; their inverse (if any) no longer holds the deleted model.
            case nullify
            /// They stay, untouched.
            case noAction
        }

        /// An option of a relationship.
        public struct Option: Equatable, Hashable, Sendable {
            let name: String
            /// The related models must be unique (accepted).
            public static let unique = Option(name: "unique")
        }

        /// The options.
        public let options: [Option]
        /// The delete rule.
        public let deleteRule: DeleteRule
        /// Accepted, not checked.
        public let minimumModelCount: Int?
        /// Accepted, not checked.
        public let maximumModelCount: Int?
        /// The property's earlier name (accepted).
        public let originalName: String?
        /// The property on the related type that holds this model back.
        public let inverseKeyPath: AnyKeyPath?
        /// Accepted, not used.
        public let hashModifier: String?

        /// A relationship's options, as `@Relationship(…)` gives them.
        ///
        /// - Parameters:
        ///   - options: `.unique`.
        ///   - deleteRule: What deleting the model does to the related ones.
        ///   - minimumModelCount: The fewest related models.
        ///   - maximumModelCount: The most related models.
        ///   - originalName: The property's earlier name.
        ///   - inverse: The related type's property that holds this model back.
        ///   - hashModifier: A schema hash modifier.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverseKeyPath = inverse
            self.hashModifier = hashModifier
        }

        public var kind: String { "relationship" }
    }
}
