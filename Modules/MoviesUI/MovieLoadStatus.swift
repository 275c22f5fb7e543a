import Foundation

/// Where loading stands: nothing going on, a load running, or the last load failed (with a
/// message for people).
///
/// Its JSON is readable: `"idle"`, `"loading"`, or `{"failed":"MESSAGE"}`.
public enum MovieLoadStatus: Hashable, Sendable {
    /// No load is running and the last one, if any, succeeded.
    case idle
    /// A load is running (or asked for: the browser's task starts it).
    case loading
    /// The last load failed, for this reason.
    case failed(String)

    /// The status after a load failed with `error`: `.failed` with the error's description.
    ///
    /// - Parameter error: The load's error; its `errorDescription` when it is a `LocalizedError`,
    ///   otherwise `String(describing:)`, becomes the message.
    public init(failure error: any Error) {
        if let described = (error as? any LocalizedError)?.errorDescription {
            self = .failed(described)
        } else {
            self = .failed(String(describing: error))
        }
    }
}

extension MovieLoadStatus: Codable {
    private enum CodingKeys: String, CodingKey {
        case failed
    }

    /// Decodes `"idle"`, `"loading"` or `{"failed":"MESSAGE"}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is another string, an object without a string `failed`,
    ///   or neither a string nor an object.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: CodingKeys.self) {
            self = .failed(try keyed.decode(String.self, forKey: .failed))
            return
        }
        let container = try decoder.singleValueContainer()
        switch try container.decode(String.self) {
        case "idle": self = .idle
        case "loading": self = .loading
        case let other:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected \"idle\", \"loading\" or {\"failed\": MESSAGE}, found \"\(other)\"."
            )
        }
    }

    /// Encodes as `"idle"`, `"loading"` or `{"failed":"MESSAGE"}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error when it cannot encode the value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .idle:
            var container = encoder.singleValueContainer()
            try container.encode("idle")
        case .loading:
            var container = encoder.singleValueContainer()
            try container.encode("loading")
        case .failed(let message):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .failed)
        }
    }
}
