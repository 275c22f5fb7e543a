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
    /// Makes the view that owns the binding's value as `@State` (the value given, else the
    /// default), around what the content makes from its `Binding`.
    let makeOwner: @MainActor @Sendable (Any?, @escaping @MainActor (Any) -> AnyView) -> AnyView
    /// Reads the value through a `Binding` the owner made.
    let read: @MainActor @Sendable (Any) -> Any?
    /// Writes a value through a `Binding` the owner made; false when either has another type.
    let write: @MainActor @Sendable (Any, Any) -> Bool
    /// Writes one element of an array value through the element's binding; false when the value is
    /// no array, the element has another type or the index is out of range.
    let writeElement: @MainActor @Sendable (Any, Int, Any) -> Bool

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
        self.makeOwner = { initial, content in
            guard let value = initial as? Value ?? Self.decodeDefault(encoded, as: Value.self) as? Value else {
                return AnyView(Text("\(name): its default value does not decode as \(Value.self)"))
            }
            return AnyView(BindingOwner(bindingValue: value) { content($0) })
        }
        self.read = { binding in (binding as? Binding<Value>)?.wrappedValue }
        self.write = { binding, value in
            guard let binding = binding as? Binding<Value>, let value = value as? Value else { return false }
            binding.wrappedValue = value
            return true
        }
        self.writeElement = { binding, index, element in
            (Value.self as? any ElementWritable.Type)?.writeElement(element, at: index, through: binding) ?? false
        }
        let name = name
        self.decode = { text in
            do {
                return try ValueJSON.decoder().decode(Value.self, from: Data(text.utf8))
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

    /// The view that owns this binding's value (`initial`, or the default) as `@State`, around what
    /// `content` makes from its `Binding` (passed as `Any`).
    @MainActor
    func owner(_ initial: Any?, content: @escaping @MainActor (Any) -> AnyView) -> AnyView {
        makeOwner(initial, content)
    }

    private static func json<Value: Encodable>(_ value: Value) -> String? {
        try? ValueJSON.text(of: value)
    }

    private static func decodeDefault<Value: Decodable>(_ json: String, as type: Value.Type) -> Any {
        // The default was encoded from a value of this type, so it decodes.
        (try? ValueJSON.decoder().decode(Value.self, from: Data(json.utf8))) as Any
    }
}

/// A value whose elements can be written one by one through a binding to it (an array), so the
/// write takes the runtime's element path.
protocol ElementWritable {
    /// Writes `element` at `index` through `binding` (a `Binding` of this type); false when it
    /// cannot.
    @MainActor static func writeElement(_ element: Any, at index: Int, through binding: Any) -> Bool
}

extension Array: ElementWritable {
    @MainActor static func writeElement(_ element: Any, at index: Int, through binding: Any) -> Bool {
        guard let binding = binding as? Binding<[Element]>, let element = element as? Element,
            binding.wrappedValue.indices.contains(index)
        else { return false }
        binding[index].wrappedValue = element
        return true
    }
}
