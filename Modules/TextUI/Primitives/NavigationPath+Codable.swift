extension NavigationPath {
    /// A path's values in a form that can be encoded and decoded (to restore navigation at the
    /// next launch): each value's type, by its mangled name, and its JSON, last value first.
    public struct CodableRepresentation: Codable, Equatable {
        var elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// Decodes the values of a path, finding each value's type by its name.
        ///
        /// - Parameter decoder: The decoder to read from.
        /// - Throws: `DecodingError.dataCorrupted` when a type is unknown, is not `Decodable` and
        ///   `Hashable`, or its value does not decode.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "No Decodable & Hashable type is named \(typeName)")
                }
                reversed.append(try Self.decode(type, from: Data(json.utf8)))
            }
            elements = reversed.reversed()
        }

        /// Encodes the values: each one's type name and JSON, last value first.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: `EncodingError.invalidValue` when a value is not `Encodable`, or an error of its encoding.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable, let typeName = _mangledTypeName(type(of: value))
                else {
                    throw EncodingError.invalidValue(
                        element.base,
                        EncodingError.Context(codingPath: container.codingPath, debugDescription: "Not Encodable"))
                }
                let json = try JSONEncoder().encode(value)
                try container.encode(typeName)
                try container.encode(String(decoding: json, as: UTF8.self))
            }
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// A path of the values of a decoded representation.
    ///
    /// - Parameter codable: The representation, decoded from what ``codable`` encoded.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }

    /// The path's values in a form that can be encoded, or nil when a value is not `Codable`.
    public var codable: CodableRepresentation? {
        let allCodable = elements.allSatisfy { $0.base is any Encodable && type(of: $0.base) is any Decodable.Type }
        return allCodable ? CodableRepresentation(elements: elements) : nil
    }
}
