import FileReading
import Foundation

/// A Core Data model as Xcode's model editor saves it (`NAME.xcdatamodeld/NAME.xcdatamodel/contents`,
/// an XML file): its entities, their attributes, relationships and uniqueness constraints, and
/// how Xcode generates each entity's class.
public struct CoreDataModel: Equatable, Sendable {
    /// The model's name (the `.xcdatamodeld`'s), which `NSPersistentContainer(name:)` gives.
    public var name: String
    /// Its entities, in the file's order.
    public var entities: [Entity] = []
    /// Problems reading it, one line each.
    public var problems: [String] = []

    /// An entity.
    public struct Entity: Equatable, Sendable {
        /// Its name.
        public var name: String
        /// The class of its objects (the model's `representedClassName`, without a module).
        public var className: String
        /// `class` (Xcode writes the class), `category` (Xcode writes its properties; the app the
        /// class) or nil (manual: the app writes both).
        public var codeGeneration: String?
        /// Its attributes.
        public var attributes: [Attribute] = []
        /// Its relationships.
        public var relationships: [Relationship] = []
        /// Its uniqueness constraints, each a list of property names.
        public var constraints: [[String]] = []
    }

    /// An attribute.
    public struct Attribute: Equatable, Sendable {
        /// Its name.
        public var name: String
        /// Xcode's type name (`String`, `Integer 16`, `Date`, `Transformable`…).
        public var type: String
        /// Whether it may have no value.
        public var isOptional: Bool
        /// Whether it is computed, not stored.
        public var isTransient: Bool
        /// Whether Xcode generates a Swift scalar (`Int16`, `Bool`) rather than `NSNumber`.
        public var usesScalar: Bool
        /// The default value as the model writes it.
        public var defaultValue: String?
        /// A transformable attribute's Swift type (`[String]`).
        public var customClassName: String?
    }

    /// A relationship.
    public struct Relationship: Equatable, Sendable {
        /// Its name.
        public var name: String
        /// The destination entity's name.
        public var destination: String
        /// The inverse relationship's name.
        public var inverse: String?
        /// Whether it holds several objects.
        public var isToMany: Bool
        /// Whether a to-many relationship keeps order.
        public var isOrdered: Bool
        /// Whether it may be empty.
        public var isOptional: Bool
        /// `Nullify`, `Cascade`, `Deny` or `No Action`.
        public var deletionRule: String
    }

    /// The model in a `.xcdatamodeld` folder (its current version) or a `.xcdatamodel` folder.
    ///
    /// - Parameter path: The folder.
    /// - Returns: The model (with ``problems`` when it could not be read).
    public static func read(_ path: String) -> CoreDataModel {
        let folder = URL(fileURLWithPath: path)
        let name = folder.deletingPathExtension().lastPathComponent
        var model = CoreDataModel(name: name)
        guard let contents = contentsFile(of: folder) else {
            model.problems.append("\(folder.lastPathComponent) holds no model version (no `contents` file)")
            return model
        }
        guard let file = try? RegularFile.read(contents.path, limit: 16 << 20) else {
            model.problems.append("cannot read \(contents.path)")
            return model
        }
        model.parse(String(decoding: file.data, as: UTF8.self))
        return model
    }

    /// The `contents` file of the current version.
    private static func contentsFile(of folder: URL) -> URL? {
        let files = FileManager.default
        if folder.pathExtension == "xcdatamodel" { return folder.appendingPathComponent("contents") }
        var version: String?
        let current = folder.appendingPathComponent(".xccurrentversion")
        if let file = try? RegularFile.read(current.path, limit: 1 << 20),
            let plist = try? PropertyListSerialization.propertyList(from: file.data, format: nil) as? [String: Any]
        {
            version = plist["_XCCurrentVersionName"] as? String
        }
        if version == nil {
            version =
                (try? files.contentsOfDirectory(atPath: folder.path))?
                .filter { $0.hasSuffix(".xcdatamodel") }.sorted().last
        }
        guard let version else { return nil }
        let contents = folder.appendingPathComponent(version).appendingPathComponent("contents")
        return files.fileExists(atPath: contents.path) ? contents : nil
    }

    /// Reads the entities of a model file's XML (its tags in one pass; other tags are skipped).
    mutating func parse(_ xml: String) {
        var entity: Entity?
        var inConstraint: [String]?
        for tag in XMLTags(xml) {
            switch (tag.name, tag.isClosing) {
            case ("entity", false):
                if let open = entity { entities.append(open) }
                let name = tag["name"] ?? "Entity"
                let className =
                    (tag["representedClassName"] ?? name).split(separator: ".").last.map(String.init) ?? name
                entity = Entity(name: name, className: className, codeGeneration: tag["codeGenerationType"])
                if tag.isSelfClosing, let done = entity {
                    entities.append(done)
                    entity = nil
                }
            case ("entity", true):
                if let done = entity { entities.append(done) }
                entity = nil
            case ("attribute", false):
                guard let name = tag["name"] else { continue }
                entity?.attributes.append(
                    Attribute(
                        name: name, type: tag["attributeType"] ?? "Undefined", isOptional: tag["optional"] == "YES",
                        isTransient: tag["transient"] == "YES", usesScalar: tag["usesScalarValueType"] == "YES",
                        defaultValue: tag["defaultValueString"], customClassName: tag["customClassName"]))
            case ("relationship", false):
                guard let name = tag["name"], let destination = tag["destinationEntity"] else { continue }
                let maxCount = tag["maxCount"].flatMap(Int.init)
                entity?.relationships.append(
                    Relationship(
                        name: name, destination: destination, inverse: tag["inverseName"],
                        isToMany: tag["toMany"] == "YES" && maxCount != 1, isOrdered: tag["ordered"] == "YES",
                        isOptional: tag["optional"] == "YES", deletionRule: tag["deletionRule"] ?? "Nullify"))
            case ("uniquenessConstraint", false):
                inConstraint = []
            case ("uniquenessConstraint", true):
                if let keys = inConstraint, !keys.isEmpty { entity?.constraints.append(keys) }
                inConstraint = nil
            case ("constraint", false):
                if let value = tag["value"] { inConstraint?.append(value) }
            default:
                continue
            }
        }
        if let open = entity { entities.append(open) }
    }
}

/// The tags of an XML text in order, with their attributes (entities decoded); text, comments and
/// declarations are skipped. Linear in the text's length.
struct XMLTags: Sequence {
    let text: String
    init(_ text: String) { self.text = text }

    struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var attributes: [String: String]
        subscript(key: String) -> String? { attributes[key] }
    }

    func makeIterator() -> AnyIterator<Tag> {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        return AnyIterator {
            while index < scalars.count {
                guard scalars[index] == "<" else {
                    index += 1
                    continue
                }
                let start = index + 1
                var end = start
                var quote: Unicode.Scalar?
                while end < scalars.count {
                    let c = scalars[end]
                    if let open = quote {
                        if c == open { quote = nil }
                    } else if c == "\"" || c == "'" {
                        quote = c
                    } else if c == ">" {
                        break
                    }
                    end += 1
                }
                index = end + 1
                guard start < scalars.count, end <= scalars.count else { return nil }
                var body = String(String.UnicodeScalarView(scalars[start..<Swift.min(end, scalars.count)]))
                if body.hasPrefix("?") || body.hasPrefix("!") { continue }
                let isClosing = body.hasPrefix("/")
                if isClosing { body.removeFirst() }
                let isSelfClosing = body.hasSuffix("/")
                if isSelfClosing { body.removeLast() }
                return Tag(
                    name: String(body.prefix { !$0.isWhitespace }), isClosing: isClosing,
                    isSelfClosing: isSelfClosing, attributes: Self.attributes(of: body))
            }
            return nil
        }
    }

    /// `key="value"` pairs of a tag's body.
    private static func attributes(of body: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(body.drop { !$0.isWhitespace })
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            var after = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = after.first, quote == "\"" || quote == "'" else { break }
            after = after.dropFirst()
            guard let close = after.firstIndex(of: quote) else { break }
            result[key] = decode(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return result
    }

    private static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
