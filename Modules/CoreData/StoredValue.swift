import Foundation

/// A property's value as the store keeps it: plain values, and other objects by their keys.
enum StoredValue: Codable, Sendable, Equatable {
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case decimal(String)
    case string(String)
    case date(Date)
    case data(Data)
    case uuid(UUID)
    case url(URL)
    /// A transformable value: a binary property list.
    case propertyList(Data)
    /// A to-one relationship's object.
    case object(Int64)
    /// A to-many relationship's objects, in order.
    case objects([Int64])

    /// `value` of an attribute of `type`, or nil when the store cannot keep it.
    init?(attribute value: Any, type: NSAttributeType) {
        switch value {
        case let value as Bool where type == .booleanAttributeType: self = .bool(value)
        case let value as any BinaryInteger: self = .integer(Int64(clamping: value))
        case let value as Double: self = .double(value)
        case let value as Float: self = .double(Double(value))
        case let value as Decimal: self = .decimal(value.description)
        case let value as NSNumber:
            switch type {
            case .booleanAttributeType: self = .bool(value.boolValue)
            case .doubleAttributeType, .floatAttributeType: self = .double(value.doubleValue)
            case .decimalAttributeType: self = .decimal(value.decimalValue.description)
            default: self = .integer(value.int64Value)
            }
        case let value as Bool: self = .bool(value)
        case let value as String: self = .string(value)
        case let value as Date: self = .date(value)
        case let value as Data: self = .data(value)
        case let value as UUID: self = .uuid(value)
        case let value as URL: self = .url(value)
        default:
            guard PropertyListSerialization.propertyList(value, isValidFor: .binary),
                let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            else { return nil }
            self = .propertyList(data)
        }
    }

    /// The value an attribute of `type` reads.
    func attributeValue(type: NSAttributeType) -> Any? {
        switch self {
        case .bool(let value): return value
        case .integer(let value):
            switch type {
            case .integer16AttributeType: return Int16(clamping: value)
            case .integer32AttributeType: return Int32(clamping: value)
            case .booleanAttributeType: return value != 0
            case .doubleAttributeType: return Double(value)
            case .floatAttributeType: return Float(value)
            default: return value
            }
        case .double(let value): return type == .floatAttributeType ? Float(value) : value
        case .decimal(let text): return NSDecimalNumber(string: text)
        case .string(let value): return value
        case .date(let value): return value
        case .data(let value): return value
        case .uuid(let value): return value
        case .url(let value): return value
        case .propertyList(let data):
            return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        case .object, .objects: return nil
        }
    }
}

/// One object as the store keeps it.
struct StoredObject: Codable, Sendable, Equatable {
    /// Its entity's name.
    var entity: String
    /// Its properties' values by key (a missing key: no value).
    var values: [String: StoredValue]
}
