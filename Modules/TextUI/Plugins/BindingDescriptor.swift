/// A binding a component declared: its name, its value type and its default value as JSON. It
/// converts values of that type to and from JSON, so a tool can read and write them.
public struct BindingDescriptor: Sendable {
    /// The binding's name, e.g. `movies`.
    public let name: String
    /// The value's type as Swift writes it, e.g. `Array<Movie>`.
    public let typeName: String
    /// The value's type fully qualified, for code: `Swift.Array<Movies.Movie>`.
    public let qualifiedTypeName: String
    /// The default value, as JSON.
    public let defaultJSON: String
    let defaultValue: @Sendable () -> Any
    let encode: @Sendable (Any) -> String?
    let decode: @Sendable (String) throws -> Any

    init<Value: Codable & SendableMetatype>(name: String, defaultValue: Value) {
        self.name = name
        self.typeName = String(describing: Value.self)
        self.qualifiedTypeName = String(reflecting: Value.self)
        let encoded = Self.json(defaultValue) ?? "null"
        self.defaultJSON = encoded
        self.defaultValue = { Self.decodeDefault(encoded, as: Value.self) }
        self.encode = { value in (value as? Value).flatMap(Self.json) }
        let name = name
        self.decode = { text in
            do {
                return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
            } catch {
                throw CatalogError.invalidJSON(
                    binding: name,
                    expectedType: String(describing: Value.self),
                    reason: JSONErrorDescription.describe(error, text: text)
                )
            }
        }
    }

    /// `value` as JSON (keys sorted), or nil when it is not of this binding's type.
    public func json(of value: Any) -> String? {
        encode(value)
    }

    /// Decodes `json` as this binding's type; throws ``CatalogError/invalidJSON(binding:expectedType:reason:)``.
    public func value(fromJSON json: String) throws -> Any {
        try decode(json)
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static func json<Value: Encodable>(_ value: Value) -> String? {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func decodeDefault<Value: Decodable>(_ json: String, as type: Value.Type) -> Any {
        // The default was encoded from a value of this type, so it decodes.
        (try? JSONDecoder().decode(Value.self, from: Data(json.utf8))) as Any
    }
}

/// One readable line for a JSON decoding error.
enum JSONErrorDescription {
    /// Why `text` did not decode: "not valid JSON" when it does not parse (whatever the decoder
    /// says: some Foundations give no underlying error), else where and what did not fit.
    static func describe(_ error: Error, text: String) -> String {
        if (try? JSONValue.parse(text)) == nil { return "not valid JSON" }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "missing \(type) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return "\(context.debugDescription) (at \(path(context.codingPath)))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        return codingPath.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }
}
