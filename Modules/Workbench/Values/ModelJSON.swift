import Catalog
import Foundation
import TextUI

/// A model object's stored properties as JSON, for `get` and `state`: an `@Observable` class (its
/// properties without the macro's `_` and without its registrar), an `ObservableObject` (each
/// `@Published` property's value), or any other value that is not `Codable`, read with `Mirror`.
/// Values that are `Codable` are written as they encode (dates as ISO 8601), arrays and
/// dictionaries element by element, nested objects in full; an `Identifiable` object met again
/// inside another (a relationship) is written as its `id`, and nesting stops at a bound.
enum ModelJSON {
    /// How deep objects inside objects are written in full.
    static let maximumDepth = 6

    /// `value` as a JSON object of its stored properties; nil when it has none to show (an
    /// enumeration case, a value without stored properties).
    static func json(of value: Any) -> JSONValue? {
        var seen = Set<ObjectIdentifier>()
        let json = self.value(value, depth: 0, seen: &seen)
        guard case .object(let members) = json, !members.isEmpty else { return nil }
        return json
    }

    /// `value` as JSON, whatever it is: a model as its stored properties, an array of models (a
    /// query's results) model by model, a `Codable` value as it encodes.
    static func json(ofAny value: Any) -> JSONValue {
        var seen = Set<ObjectIdentifier>()
        return self.value(value, depth: 0, seen: &seen)
    }

    private static func value(_ value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> JSONValue {
        if let encodable = value as? any Encodable, let text = try? ValueJSON.text(of: encodable),
            let json = try? JSONValue.parse(text)
        {
            return json
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return .null }
            return self.value(wrapped, depth: depth, seen: &seen)
        case .collection, .set:
            return .array(mirror.children.map { self.value($0.value, depth: depth + 1, seen: &seen) })
        case .dictionary:
            return .array(mirror.children.map { self.value($0.value, depth: depth + 1, seen: &seen) })
        case .enum:
            return .string(CaseNames.name(of: value) ?? String(describing: value))
        case .class:
            let object = value as AnyObject
            let identity = ObjectIdentifier(object)
            if seen.contains(identity) || depth >= maximumDepth {
                return reference(to: value, seen: &seen)
            }
            seen.insert(identity)
            defer { seen.remove(identity) }
            // A model's own objects (its properties, its arrays' elements) in full; an object
            // they refer to in turn, by its id.
            if depth > 2, let identifiable = value as? any Identifiable {
                return reference(to: identifiable, seen: &seen)
            }
            return .object(properties(of: value, depth: depth, seen: &seen))
        case .struct, .tuple:
            let members = properties(of: value, depth: depth, seen: &seen)
            return members.isEmpty ? .string(String(describing: value)) : .object(members)
        default:
            return .string(String(describing: value))
        }
    }

    /// The stored properties of `value` and its superclasses, as members.
    private static func properties(of value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                guard var name = child.label, !name.hasPrefix("_$") else { continue }
                var shown = child.value
                if name.hasPrefix("_") {
                    // An `@Observable` property's storage, or a property wrapper's (`@Published`).
                    name.removeFirst()
                    if let published = publishedValue(of: shown) { shown = published }
                }
                members.append(JSONValue.Member(name, self.value(shown, depth: depth + 1, seen: &seen)))
            }
            mirror = current.superclassMirror
        }
        return members
    }

    /// The value inside a `@Published` wrapper (its storage's `value`), or nil for anything else.
    private static func publishedValue(of wrapper: Any) -> Any? {
        guard String(describing: type(of: wrapper)).hasPrefix("Published<"),
            let storage = Mirror(reflecting: wrapper).children.first(where: { $0.label == "storage" })?.value
        else { return nil }
        return Mirror(reflecting: storage).children.first { $0.label == "value" }?.value
    }

    /// An object another refers to: its `id` when it is `Identifiable`, else its type's name.
    private static func reference(to value: Any, seen: inout Set<ObjectIdentifier>) -> JSONValue {
        if let identifiable = value as? any Identifiable {
            var none = Set<ObjectIdentifier>()
            return .object([JSONValue.Member("id", self.value(identifiable.id, depth: maximumDepth, seen: &none))])
        }
        return .string(String(describing: type(of: value)))
    }
}
