import TextUI

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
    /// Every value the type allows, as JSON, when it lists them (a `CaseIterable` enumeration:
    /// `"title"`, `"year"`, `"rating"`); nil when it does not. See ``AllowedValues``.
    public let allowedValues: [String]?
    let defaultValue: @Sendable () -> Any
    let isOfType: @Sendable (Any) -> Bool
    let encode: @Sendable (Any) -> String?
    let decode: @Sendable (String) throws -> Any

    init<Value: Codable & SendableMetatype>(name: String, defaultValue: Value) {
        self.name = name
        self.typeName = String(describing: Value.self)
        self.qualifiedTypeName = String(reflecting: Value.self)
        let encoded = Self.json(defaultValue) ?? "null"
        self.defaultJSON = encoded
        self.allowedValues = AllowedValues.json(of: Value.self)
        self.defaultValue = { Self.decodeDefault(encoded, as: Value.self) }
        self.isOfType = { $0 is Value }
        self.encode = { value in (value as? Value).flatMap(Self.json) }
        let name = name
        self.decode = { text in
            do {
                return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
            } catch {
                // Say what is wrong with the text itself when it is not JSON at all.
                let reason: String
                do {
                    _ = try JSONValue.parse(text)
                    reason = JSONDecodingErrorDescription.describe(error, decoding: Value.self, from: text)
                } catch let syntax as JSONSyntaxError {
                    reason = syntax.description
                } catch {
                    reason = "\(error)"
                }
                throw CatalogError.invalidJSON(
                    binding: name, expectedType: String(describing: Value.self), reason: reason)
            }
        }
    }

    /// True when `value` has this binding's type.
    ///
    /// - Parameter value: Any value, e.g. one a tool is about to write to the binding.
    /// - Returns: `true` when `value` is of the binding's type (so it can be written), `false` otherwise.
    public func accepts(_ value: Any) -> Bool {
        isOfType(value)
    }

    /// `value` as JSON (keys sorted), or nil when it is not of this binding's type.
    ///
    /// - Parameter value: A value of the binding's type, such as its current value.
    /// - Returns: Compact JSON with sorted keys and unescaped slashes, or `nil` when `value` has another type or
    ///   cannot be encoded.
    public func json(of value: Any) -> String? {
        encode(value)
    }

    /// Decodes `json` as this binding's type.
    ///
    /// - Parameter json: JSON text for a value of the binding's type, e.g. `[{"id":1,"title":"Alien"}]`.
    /// - Returns: The decoded value, of the binding's type (ready for ``MountedComponent/setValue(_:for:)``).
    /// - Throws: ``CatalogError/invalidJSON(binding:expectedType:reason:)`` when `json` is not JSON (the reason
    ///   gives the character) or does not decode as the type (the reason gives the path that did not fit).
    public func value(fromJSON json: String) throws -> Any {
        try decode(json)
    }

    private static func json<Value: Encodable>(_ value: Value) -> String? {
        try? ValueJSON.text(of: value)
    }

    private static func decodeDefault<Value: Decodable>(_ json: String, as type: Value.Type) -> Any {
        // The default was encoded from a value of this type, so it decodes.
        (try? JSONDecoder().decode(Value.self, from: Data(json.utf8))) as Any
    }
}
