#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Messages over a pair of file descriptors, framed as the compiler frames them for executable
/// plugins: an 8-byte little-endian byte count, then that many bytes of JSON.
public struct PluginMessageChannel: Sendable {
    /// The largest message read (256 MiB); a larger count is an error, not an allocation.
    public static let maximumMessageSize = 1 << 28

    /// A read or write that failed, or input that ended inside a message.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    private let input: Int32
    private let output: Int32

    /// A channel that reads from `input` and writes to `output`.
    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message, or nil when the input ends between messages.
    public func receive() throws -> [UInt8]? {
        guard let header = try readBytes(count: 8, endIsAllowed: true) else { return nil }
        let count = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard count <= UInt64(Self.maximumMessageSize) else {
            throw Failure(description: "a message of \(count) bytes is larger than \(Self.maximumMessageSize)")
        }
        return try readBytes(count: Int(count), endIsAllowed: false)
    }

    /// Sends `message`.
    public func send(_ message: [UInt8]) throws {
        var count = UInt64(message.count)
        var framed: [UInt8] = []
        framed.reserveCapacity(8 + message.count)
        for _ in 0..<8 {
            framed.append(UInt8(truncatingIfNeeded: count))
            count >>= 8
        }
        framed += message
        var written = 0
        while written < framed.count {
            let result = framed.withUnsafeBytes { write(output, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot write a message: \(String(cString: strerror(errno)))")
            }
            written += result
        }
    }

    private func readBytes(count: Int, endIsAllowed: Bool) throws -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = bytes.withUnsafeMutableBytes { read(input, $0.baseAddress! + filled, count - filled) }
            if result < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot read a message: \(String(cString: strerror(errno)))")
            }
            if result == 0 {
                if endIsAllowed && filled == 0 { return nil }
                throw Failure(description: "the input ended inside a message (\(filled) of \(count) bytes)")
            }
            filled += result
        }
        return bytes
    }
}
