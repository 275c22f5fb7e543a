/// A uniform type identifier: what kind of data a file or a pasteboard item holds
/// (`public.plain-text`, `public.json`), the types it conforms to, and its filename extensions
/// and MIME types. Two types are equal when their identifiers are.
///
/// The system's declared types (``plainText``, ``json``, ``png``...) are known with their
/// conformances, extensions and MIME types; a type an app declares with ``init(exportedAs:conformingTo:)``
/// or ``init(importedAs:conformingTo:)`` conforms to what it is given (there is no Info.plist to
/// read on Linux).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    /// The identifiers of the types this one conforms to directly.
    let parents: [String]
    /// Whether the type was made from a tag no declared type has.
    public let isDynamic: Bool
    /// The type's filename extensions, the preferred one first.
    let filenameExtensions: [String]
    /// The type's MIME types, the preferred one first.
    let mimeTypes: [String]

    init(
        identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [],
        isDynamic: Bool = false
    ) {
        self.identifier = identifier
        self.parents = parents
        self.filenameExtensions = extensions
        self.mimeTypes = mimeTypes
        self.isDynamic = isDynamic
    }

    /// The declared type with an identifier.
    ///
    /// - Parameter identifier: A type identifier, such as `public.json`.
    /// - Returns: The type, or nil when no type with that identifier is declared.
    public init?(_ identifier: String) {
        guard let declared = UTType.declared(identifier) else { return nil }
        self = declared
    }

    /// A type the app declares and owns (exports).
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier, such as `com.example.note`.
    ///   - parentType: A type it conforms to; what the app's Info.plist would add is not read.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self =
            UTType.declared(identifier)
            ?? UTType(identifier: identifier, parents: parentType.map { [$0.identifier] } ?? [])
    }

    /// A type another app owns that this app uses (imports).
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier.
    ///   - parentType: A type it conforms to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The declared type that conforms to `supertype` and has a filename extension, or a dynamic
    /// type for the extension when none has it.
    ///
    /// - Parameters:
    ///   - filenameExtension: An extension without its dot, such as `json` (case does not matter).
    ///   - supertype: The type the result conforms to (``data`` by default).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let tag = filenameExtension.lowercased()
        guard !tag.isEmpty, !tag.contains("/") else { return nil }
        if let match = UTType.all.first(where: { $0.filenameExtensions.contains(tag) && $0.conforms(to: supertype) }) {
            self = match
        } else {
            self.init(
                identifier: "dyn.filename-extension.\(tag)", parents: [supertype.identifier], extensions: [tag],
                isDynamic: true)
        }
    }

    /// The declared type that conforms to `supertype` and has a MIME type, or a dynamic type for the
    /// MIME type when none has it.
    ///
    /// - Parameters:
    ///   - mimeType: A MIME type, such as `application/json`.
    ///   - supertype: The type the result conforms to (``data`` by default).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let tag = mimeType.lowercased()
        guard tag.contains("/") else { return nil }
        if let match = UTType.all.first(where: { $0.mimeTypes.contains(tag) && $0.conforms(to: supertype) }) {
            self = match
        } else {
            self.init(
                identifier: "dyn.mime-type.\(tag)", parents: [supertype.identifier], mimeTypes: [tag], isDynamic: true)
        }
    }

    /// The type's preferred filename extension, such as `json`, if it has one.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The type's preferred MIME type, such as `application/json`, if it has one.
    public var preferredMIMEType: String? { mimeTypes.first }

    /// Whether the system declares the type (dynamic types are not declared).
    public var isDeclared: Bool { !isDynamic }

    /// Whether the type's identifier is in the `public` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, directly or through its parents (not itself).
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            let type = UTType.declared(next) ?? UTType(identifier: next, parents: [])
            guard found.insert(type).inserted else { continue }
            pending.append(contentsOf: type.parents)
        }
        return found
    }

    /// Whether this type is `type` or conforms to it, directly or through its parents:
    /// ``plainText`` conforms to ``text``, ``data`` and ``item``.
    ///
    /// - Parameter type: The type to check against.
    /// - Returns: True when this type is or conforms to `type`.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    ///
    /// - Parameter type: The other type.
    /// - Returns: True when `type` is a subtype of this one.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not it.
    ///
    /// - Parameter type: The other type.
    /// - Returns: True when this type is a subtype of `type`.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }

    /// The type's identifier.
    public var description: String { identifier }

    /// The type's identifier.
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// A type decoded from its identifier.
    ///
    /// - Parameter decoder: The decoder, holding the identifier as a string.
    /// - Throws: `DecodingError` when the decoder holds no string.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType.declared(identifier) ?? UTType(identifier: identifier, parents: [])
    }

    /// Encodes the type's identifier.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
