import Catalog
import Foundation
import TextUI

/// JSON in tests, with the encoding tools use (sorted keys, unescaped slashes), so a value
/// exported by the workbench reads back and compares as text.
public enum JSONFixture {
    /// Decodes `json` as `type`.
    ///
    /// - Parameters:
    ///   - type: The type to decode, e.g. `[Movie].self`.
    ///   - json: JSON text, e.g. one a workbench exported.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError` when `json` is not JSON or does not fit `type`.
    public static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try ValueJSON.decoder().decode(type, from: Data(json.utf8))
    }

    /// `value` as compact JSON with sorted keys.
    ///
    /// - Parameter value: Any encodable value.
    /// - Returns: Its JSON, e.g. `{"id":1,"title":"Alien"}`, as the workbench exports it.
    /// - Throws: `EncodingError` when the value cannot be encoded (a non-finite number).
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        try ValueJSON.text(of: value)
    }

    /// `value` as compact JSON with sorted keys, with `null` at each of `paths`: how a test compares
    /// a value some of whose parts are made anew on every run (an id from `UUID()`, a `Date()`), as
    /// the workbench exports such a comparison.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// struct Todo: Codable {
    ///     var id = UUID()
    ///     var title: String
    /// }
    ///
    /// func check() throws {
    ///     let todos = [Todo(title: "Milk")]
    ///     let json = try JSONFixture.encode(todos, ignoring: ["[0].id"])
    ///     print(json)  // [{"id":null,"title":"Milk"}]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: Any encodable value.
    ///   - paths: Paths below the value (`[0].id`, `.createdAt`), as ``/Catalog/JSONValue/nulling(_:)`` takes them.
    /// - Returns: Its JSON, with `null` at each path.
    /// - Throws: `EncodingError` when the value cannot be encoded, ``/Catalog/ValuePathError`` when a path leads
    ///   nowhere in it.
    public static func encode<T: Encodable>(_ value: T, ignoring paths: [String]) throws -> String {
        try JSONValue.parse(ValueJSON.text(of: value)).nulling(paths).compactText
    }

    /// JSON text in the compact form ``encode(_:ignoring:)`` writes (a literal written one element a
    /// line compares with it so).
    ///
    /// - Parameter json: JSON text.
    /// - Returns: The same value as compact JSON, its members in the order written.
    /// - Throws: ``/Catalog/JSONSyntaxError`` when `json` is not JSON.
    public static func compact(_ json: String) throws -> String {
        try JSONValue.parse(json).compactText
    }
}

extension JSONFixture {
    /// Writes `json` at `path` inside `value`, as the workbench's `set PATH JSON` does: the path's
    /// first name stands for `value` itself (`movies[0].title` changes `value[0].title`).
    ///
    /// - Parameters:
    ///   - value: The value to change; it is left unchanged when this throws.
    ///   - path: A ``/Catalog/ValuePath`` text such as `movies[0].title`; it must lead to an existing value.
    ///   - json: The new value at `path`, as JSON.
    /// - Throws: ``/Catalog/ValuePathError`` when `path` is malformed or leads nowhere, ``/Catalog/JSONSyntaxError``
    ///   when `json` is not JSON, `EncodingError` when `value` cannot be encoded, or `DecodingError` when the
    ///   result does not decode as `T`.
    public static func update<T: Codable>(_ value: inout T, at path: String, json: String) throws {
        let valuePath = try ValuePath.parse(path)
        let whole = try JSONValue.parse(encode(value))
        let replaced = try valuePath.replacing(in: whole, with: JSONValue.parse(json))
        value = try decode(T.self, replaced.compactText)
    }
}

extension ViewHost {
    /// Writes `json` at `path` inside the mounted `@State` at `statePath` (which must be
    /// `Codable`), as the workbench's `set` does; the path's first name stands for the state.
    ///
    /// - Parameters:
    ///   - statePath: The state's path, as ``/TextUI/ViewHost/stateSlots`` lists it (`Counter.count`).
    ///   - path: A path inside the state, e.g. `movies[0].title` (its first name stands for the state).
    ///   - json: The new value at `path`, as JSON.
    /// - Throws: ``/TextUI/ViewHostError/stateNotFound(path:available:)`` when no mounted `Codable` state has
    ///   `statePath`, or the errors of ``JSONFixture/update(_:at:json:)``.
    public func updateState(_ statePath: String, at path: String, json: String) throws {
        guard let slot = stateSlots.first(where: { $0.path == statePath }), let value = slot.value as? any Codable
        else {
            throw ViewHostError.stateNotFound(path: statePath, available: stateSlots.map(\.path))
        }
        try setState(statePath, to: Self.updated(value, at: path, json: json))
    }

    private static func updated<T: Codable>(_ value: T, at path: String, json: String) throws -> T {
        var copy = value
        try JSONFixture.update(&copy, at: path, json: json)
        return copy
    }
}
