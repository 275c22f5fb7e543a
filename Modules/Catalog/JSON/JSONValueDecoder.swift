import TextUI

/// Decodes a type from a parsed ``JSONValue``, to say exactly where and why JSON that is valid
/// does not fit the type: the platform's decoder reports a number that does not fit (`1.5` for an
/// `Int`) only as "The given data was not valid JSON", with no path. A value of the wrong kind
/// throws ``JSONValueMismatch`` (what was expected, what was found, where); a missing key or
/// element, a `DecodingError`.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// Decodes `type` from `value`.
    static func decode(_ type: any Decodable.Type, from value: JSONValue) throws {
        _ = try decodeValue(type, from: JSONValueDecoder(value))
    }

    /// Decodes `type` with `decoder`: a value that is none of the cases of an enumeration that
    /// lists them (`CaseIterable`) is a mismatch that lists the cases, at its path.
    static func decodeValue<T: Decodable>(_ type: T.Type, from decoder: JSONValueDecoder) throws -> T {
        do {
            return try T(from: decoder)
        } catch DecodingError.dataCorrupted(let context)
            where context.codingPath.count == decoder.codingPath.count
        {
            guard let allowed = AllowedValues.json(of: type) else { throw DecodingError.dataCorrupted(context) }
            throw mismatch(
                type, decoder.value, decoder.codingPath, expected: "one of \(allowed.joined(separator: ", "))")
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw Self.mismatch([String: Any].self, value, codingPath, expected: "an object")
        }
        return KeyedDecodingContainer(KeyedJSONContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw Self.mismatch([Any].self, value, codingPath, expected: "an array")
        }
        return UnkeyedJSONContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        SingleJSONContainer(value: value, codingPath: codingPath)
    }

    /// A mismatch at `path`: `expected` (e.g. `an integer (Int)`) was expected, `value` was found.
    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [CodingKey], expected: String)
        -> JSONValueMismatch
    {
        JSONValueMismatch(expected: expected, found: found(value), codingPath: path)
    }

    /// How a value reads in a message: short JSON, or the kind of a long one.
    static func found(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements): return elements.isEmpty ? "[]" : "an array"
        case .object(let members): return members.isEmpty ? "{}" : "an object"
        case .string(let text) where text.count > 40: return "a string"
        default: return value.compactText
        }
    }
}

/// A JSON value of the wrong kind for the type decoded from it: `expected` (`an integer (Int)`),
/// `found` (`1.5`), at `codingPath`.
struct JSONValueMismatch: Error {
    let expected: String
    let found: String
    let codingPath: [CodingKey]
}

/// A coding key for an array index or an object key.
struct JSONCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

private struct KeyedJSONContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONValue.Member]
    let codingPath: [CodingKey]
    /// Where each key's last member is, so a key is found by hashing, not by a scan (decoding a
    /// dictionary of many keys looks each one up).
    private let positions: [String: Int]

    init(members: [JSONValue.Member], codingPath: [CodingKey]) {
        self.members = members
        self.codingPath = codingPath
        var positions: [String: Int] = [:]
        for (index, member) in members.enumerated() { positions[member.key] = index }
        self.positions = positions
    }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { positions[key.stringValue] != nil }

    private func value(for key: Key) throws -> JSONValue {
        guard let position = positions[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no key \(key.stringValue)"))
        }
        return members[position].value
    }

    private func decoder(for key: Key) throws -> JSONValueDecoder {
        JSONValueDecoder(try value(for: key), codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(for: key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoder.decodeValue(type, from: decoder(for: key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        JSONValueDecoder(.object(members), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> Decoder { try decoder(for: key) }
}

private struct UnkeyedJSONContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> JSONValueDecoder {
        let path = codingPath + [JSONCodingKey(intValue: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, DecodingError.Context(codingPath: path, debugDescription: "the array ends"))
        }
        defer { currentIndex += 1 }
        return JSONValueDecoder(elements[currentIndex], codingPath: path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decodeValue(type, from: next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder { try next() }
}

private struct SingleJSONContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(type, expected: "true or false (Bool)") }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type, expected: "a string (String)") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decodeValue(type, from: JSONValueDecoder(value, codingPath: codingPath))
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let name = "\(T.self)"
        let expected = "an integer (\(name)) from \(T.min) to \(T.max)"
        guard case .number(let text) = value else { throw mismatch(type, expected: "an integer (\(name))") }
        if let number = T(text) { return number }
        guard let double = Double(text), double.rounded() == double else {
            throw mismatch(type, expected: "an integer (\(name))")
        }
        guard let number = T(exactly: double) else { throw mismatch(type, expected: expected) }
        return number
    }

    private func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard case .number(let text) = value, let number = T(text), number.isFinite else {
            throw mismatch(type, expected: "a number (\(T.self))")
        }
        // Too small to hold (1e-400) reads as zero here, but the platform's decoder refuses it.
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        if number == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
            throw mismatch(type, expected: "a number (\(T.self))")
        }
        return number
    }

    private func mismatch(_ type: Any.Type, expected: String) -> JSONValueMismatch {
        JSONValueDecoder.mismatch(type, value, codingPath, expected: expected)
    }
}
