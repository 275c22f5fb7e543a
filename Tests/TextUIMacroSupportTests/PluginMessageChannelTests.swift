import Foundation
import Testing
import TextUIMacroSupport

/// Messages cross a channel whole, each after its 8-byte little-endian length; input that ends
/// between messages ends the conversation, and input that ends inside one, or announces a message
/// too large to read, is an error.
struct PluginMessageChannelTests {
    /// A pipe whose write end `write` fills before the channel reads from its read end.
    private func channel(reading bytes: [UInt8]) throws -> (PluginMessageChannel, Pipe) {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
        try pipe.fileHandleForWriting.close()
        return (PluginMessageChannel(input: pipe.fileHandleForReading.fileDescriptor, output: -1), pipe)
    }

    private func framed(_ message: String) -> [UInt8] {
        let payload = Array(message.utf8)
        return withUnsafeBytes(of: UInt64(payload.count).littleEndian, Array.init) + payload
    }

    @Test func send_writesTheLengthThenTheMessage() throws {
        let pipe = Pipe()
        let sut = PluginMessageChannel(input: -1, output: pipe.fileHandleForWriting.fileDescriptor)

        try sut.send(Array("{}".utf8))
        try pipe.fileHandleForWriting.close()

        #expect(try pipe.fileHandleForReading.readToEnd().map(Array.init) == [2, 0, 0, 0, 0, 0, 0, 0, 123, 125])
    }

    @Test func receive_readsMessagesInOrderThenNilAtTheEnd() throws {
        let (sut, pipe) = try channel(reading: framed(#"{"a":1}"#) + framed("") + framed("é"))
        defer { _ = pipe }

        #expect(try sut.receive() == Array(#"{"a":1}"#.utf8))
        #expect(try sut.receive() == [])
        #expect(try sut.receive() == Array("é".utf8))
        #expect(try sut.receive() == nil)
    }

    @Test func receive_ofAMessageCutShort_fails() throws {
        let (sut, pipe) = try channel(reading: Array(framed("abcdef").dropLast(2)))
        defer { _ = pipe }

        #expect(throws: PluginMessageChannel.Failure.self) { try sut.receive() }
    }

    @Test func receive_ofAHeaderCutShort_fails() throws {
        let (sut, pipe) = try channel(reading: [1, 0, 0])
        defer { _ = pipe }

        #expect(throws: PluginMessageChannel.Failure.self) { try sut.receive() }
    }

    @Test func receive_ofAnAnnouncedSizeBeyondTheLimit_failsWithoutReadingIt() throws {
        let (sut, pipe) = try channel(reading: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        defer { _ = pipe }

        #expect(throws: PluginMessageChannel.Failure.self) { try sut.receive() }
    }
}
