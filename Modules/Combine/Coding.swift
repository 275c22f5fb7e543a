import Foundation

/// Something that encodes a value into one whole output (`JSONEncoder` into `Data`): what
/// `encode(encoder:)` takes.
public protocol TopLevelEncoder {
    /// What it encodes into.
    associatedtype Output

    /// The encoding of `value`.
    ///
    /// - Parameter value: The value to encode.
    /// - Returns: Its encoding.
    /// - Throws: When the value cannot be encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// Something that decodes a value from one whole input (`JSONDecoder` from `Data`): what
/// `decode(type:decoder:)` takes.
public protocol TopLevelDecoder {
    /// What it decodes from.
    associatedtype Input

    /// A value of `type` decoded from `from`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - from: The encoded value.
    /// - Returns: The value.
    /// - Throws: When `from` is not a valid encoding of a `type`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// Each value encoded; an encoding error fails the publisher.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error
        /// The publisher whose values are encoded.
        public let upstream: Upstream
        private let encoder: Coder

        /// `upstream`'s values encoded by `encoder`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are encoded.
        ///   - encoder: The encoder.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = encoder
            upstream.tryMap { try encoder.encode($0) }.receive(subscriber: subscriber)
        }
    }

    /// Each value decoded; a decoding error fails the publisher.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        /// The publisher whose values are decoded.
        public let upstream: Upstream
        private let decoder: Coder

        /// `upstream`'s values decoded by `decoder`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are decoded.
        ///   - decoder: The decoder.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = decoder
            upstream.tryMap { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Output: Encodable {
    /// Each value encoded by `encoder` (`.encode(encoder: JSONEncoder())`).
    ///
    /// - Parameter encoder: The encoder.
    /// - Returns: A publisher of encodings that fails with an encoding error.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publisher {
    /// Each value decoded as `type` by `decoder` (`.decode(type: [Movie].self, decoder: JSONDecoder())`).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder.
    /// - Returns: A publisher of decoded values that fails with a decoding error.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
    {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
