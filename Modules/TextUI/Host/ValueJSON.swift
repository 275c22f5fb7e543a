import Foundation

/// The JSON that the host, and the tools built on it, write values as: compact, keys sorted,
/// slashes as they are. The same value always reads as the same text, so exported values compare
/// as text.
public enum ValueJSON {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `value` as JSON text.
    ///
    /// - Parameter value: Any encodable value.
    /// - Returns: Its JSON, e.g. `{"id":1,"title":"Alien"}`.
    /// - Throws: The encoder's error when the value cannot be encoded (a non-finite number).
    public static func text(of value: any Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
