import Catalog
import Foundation
import TextUI

/// `set` on a model object's property (`set store.title "Rent"`, `set store.expenses[0].amount 12`):
/// the property the path names first is read, the new value put at the rest of the path in its
/// JSON, decoded as the property's type and written through the property's setter (the key paths
/// of the model's ``/Catalog/SettableModel`` table), so the views that read it update as when a
/// view writes it. A property that holds a model object in turn is written into the same way.
@MainActor
struct ModelWrite {
    /// The object written into.
    let object: AnyObject
    /// The name the path starts with (`store`), for errors.
    let name: String
    /// How JSON values are read (dates as ISO 8601, `now`, `+1d`).
    let decoder: JSONDecoder

    /// What a write did: the chain of properties it wrote through, the written property's type
    /// (fully qualified), its whole value as JSON after the write, its values before and after
    /// (for the log), and the step `set` records.
    struct Written {
        var properties: [String]
        var typeName: String
        var json: String
        var old: Any?
        var new: Any
        var step: SetStep?

        /// The written property's path below the model's name (`store.expenses`), as the log names it.
        func logPath(from name: String) -> String {
            ([name] + properties).joined(separator: ".")
        }
    }

    /// Writes `newValue` at `components` below the object; throws, changing nothing, when the
    /// path names no settable property or the value does not convert.
    func write(_ newValue: JSONValue, at components: [ValuePath.Component]) throws -> Written {
        guard case .key(let property)? = components.first else {
            throw WorkbenchError.cannotSet(
                path: name, reason: "a model object is written one property at a time: set \(name).PROPERTY VALUE")
        }
        let path = ValuePath(root: name, components: [.key(property)]).description
        let rest = Array(components.dropFirst())
        switch ModelProperties.writability(of: property, in: object) {
        case .unknown:
            throw unknown(property, path: path)
        case .readOnly:
            throw WorkbenchError.cannotSet(
                path: path, reason: "\(property) is read-only (a let or a get-only property)")
        case .settable(let propertyType):
            let current = ModelProperties.value(of: property, in: object)
            if !rest.isEmpty, let current, Self.isModelObject(current) {
                let nested = current as AnyObject
                var written = try ModelWrite(object: nested, name: path, decoder: decoder).write(newValue, at: rest)
                written.properties.insert(property, at: 0)
                return written
            }
            let valueType = ModelProperties.valueType(of: property, in: object).map { "\($0)" } ?? propertyType
            guard let type = ModelProperties.valueType(of: property, in: object) as? any Codable.Type,
                let encodable = current as? any Encodable
            else {
                guard !rest.isEmpty, let current, let keyPath = ModelProperties.keyPath(of: property, in: object)
                else { throw WorkbenchError.notCodable(path: path, type: valueType) }
                return try writeInside(newValue, at: rest, of: property, keyPath: keyPath, value: current)
            }
            let (value, json) = try decoded(
                newValue, at: rest, over: encodable, as: type, path: path, typeName: valueType)
            let wrote = UpdateOrigin.$current.withValue(.user) {
                ModelProperties.write(value, to: property, in: object)
            }
            guard wrote else {
                throw WorkbenchError.cannotSet(path: path, reason: "\(typeName) did not take the value")
            }
            let after = (try? ValueJSON.text(of: value as? any Encodable ?? encodable)) ?? json.compactText
            return Written(properties: [property], typeName: propertyType, json: after, old: current, new: value)
        }
    }

    /// Writes `newValue` at `rest` inside `value`, the property `property` holds (through
    /// `keyPath`), which is not `Codable`: the path is followed by key paths (an array's elements,
    /// the properties of the structures the plugin lists as ``/Catalog/SettableValue``s) down to a
    /// `Codable` value, which takes the rest of the path in its JSON; the new value is written
    /// through the whole key path, so the property's setter runs. The step names that value
    /// (`entries[1].title`), as an exported test writes it.
    private func writeInside(
        _ newValue: JSONValue, at rest: [ValuePath.Component], of property: String, keyPath propertyKeyPath: AnyKeyPath,
        value propertyValue: Any
    ) throws -> Written {
        var keyPath = propertyKeyPath
        var value = propertyValue
        var remaining = rest[...]
        var reached = ValuePath(root: name, components: [.key(property)]).description
        var expression = property
        while !(Swift.type(of: keyPath).valueType is any Codable.Type) {
            let valueType = String(describing: Swift.type(of: keyPath).valueType)
            guard let component = remaining.popFirst() else {
                throw WorkbenchError.notCodable(path: reached, type: valueType)
            }
            let step: AnyKeyPath?
            switch component {
            case .index(let index):
                step = ValueKeyPaths.element(index, of: value)
                expression += "[\(index)]"
            case .key(let key):
                step = ValueKeyPaths.property(key, of: value)
                expression += ".\(key)"
            }
            let below = ValuePath(root: reached, components: [component]).description
            guard let step, let next = keyPath.appending(path: step),
                let nextValue = ValueKeyPaths.read(step, from: value)
            else {
                let missing: String
                switch component {
                case .index(let index): missing = "no element \(index)"
                case .key(let key):
                    missing =
                        ValueKeyPaths.propertyNames(of: value).map {
                            "no property \"\(key)\" (its properties: \($0.joined(separator: ", ")))"
                        } ?? "no properties the workbench can reach (a structure the target declares has them)"
                }
                throw WorkbenchError.cannotSet(
                    path: below, reason: "\(reached) holds a \(valueType), which is not Codable, with \(missing)")
            }
            (keyPath, value, reached) = (next, nextValue, below)
        }
        guard let type = Swift.type(of: keyPath).valueType as? any Codable.Type, let encodable = value as? any Encodable
        else { throw WorkbenchError.notCodable(path: reached, type: "\(Swift.type(of: value))") }
        let (written, json) = try decoded(
            newValue, at: Array(remaining), over: encodable, as: type, path: reached, typeName: "\(type)")
        let old = ModelProperties.value(of: property, in: object)
        let wrote = UpdateOrigin.$current.withValue(.user) {
            ModelProperties.write(written, through: keyPath, in: object)
        }
        guard wrote, let new = ModelProperties.value(of: property, in: object) else {
            throw WorkbenchError.cannotSet(path: reached, reason: "\(typeName) did not take the value")
        }
        let after = (try? ValueJSON.text(of: written as? any Encodable ?? encodable)) ?? json.compactText
        return Written(
            properties: [expression], typeName: String(reflecting: type), json: after, old: old, new: new)
    }

    /// `newValue` put at `rest` in the JSON of `current` (the value at `path`), decoded as `type`,
    /// with that JSON; throws one error line when it does not convert.
    private func decoded(
        _ newValue: JSONValue, at rest: [ValuePath.Component], over current: any Encodable, as type: any Codable.Type,
        path: String, typeName: String
    ) throws -> (value: Any, json: JSONValue) {
        let json = try ValuePath(root: path, components: rest).replacing(
            in: JSONValue.parse(ValueJSON.text(of: current)), with: newValue)
        do {
            return (try decoder.decode(type, from: Data(json.compactText.utf8)), json)
        } catch {
            let reason = JSONDecodingErrorDescription.describe(error, decoding: type, from: json.compactText, below: [])
            throw WorkbenchError.invalidValue(path: path, type: typeName, reason: reason)
        }
    }

    /// True for a class instance (a model), not a value nor an optional.
    static func isModelObject(_ value: Any) -> Bool {
        Mirror(reflecting: value).displayStyle == .class
    }

    private var typeName: String { String(describing: Swift.type(of: object)) }

    private func unknown(_ property: String, path: String) -> Error {
        guard let names = ModelProperties.names(of: object) else {
            return WorkbenchError.cannotSet(
                path: path,
                reason: "\(typeName) lists no settable properties (set writes a model through the key paths of "
                    + "its SettableModel conformance)")
        }
        let stored = Self.storedPropertyNames(of: object)
        if stored.contains(property) {
            return WorkbenchError.cannotSet(
                path: path, reason: "\(property) is not among \(typeName)'s settable properties")
        }
        return WorkbenchError.cannotSet(
            path: path,
            reason: "\(typeName) has no property \"\(property)\" (settable ones: \(names.joined(separator: ", ")))")
    }

    /// The object's stored properties by the names its code gives them (without `@Observable`'s
    /// and property wrappers' `_`).
    private static func storedPropertyNames(of object: AnyObject) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for case let label? in current.children.map(\.label) where !label.hasPrefix("_$") {
                names.append(label.hasPrefix("_") ? String(label.dropFirst()) : label)
            }
            mirror = current.superclassMirror
        }
        return names
    }
}
