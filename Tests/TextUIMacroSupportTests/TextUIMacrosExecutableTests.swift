import Foundation
import Testing
import TextUIMacroSupport

/// The built plugin answers the compiler over its standard input and output, message by message,
/// and exits 0 when the compiler is done; a broken conversation is one line on standard error and
/// exit status 1.
struct TextUIMacrosExecutableTests {
    private func framed(_ message: String) -> Data {
        let payload = Data(message.utf8)
        return Data(withUnsafeBytes(of: UInt64(payload.count).littleEndian, Array.init)) + payload
    }

    /// The JSON messages in `data`, each after its 8-byte length.
    private func messages(in data: Data) throws -> [[String: Any]] {
        var bytes = [UInt8](data)[...]
        var messages: [[String: Any]] = []
        while !bytes.isEmpty {
            let count = Int(bytes.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
            let payload = bytes.dropFirst(8).prefix(count)
            messages.append(try #require(try JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any]))
            bytes = bytes.dropFirst(8 + count)
        }
        return messages
    }

    private let capability = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#
    private let expansion = #"""
        {"expandFreestandingMacro":{"discriminator":"$s1","lexicalContext":[],"macro":{"moduleName":"TextUIMacros","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","syntax":{"kind":"expression","location":{"column":1,"fileID":"App/A.swift","fileName":"/a/A.swift","line":2,"offset":14},"source":"#Preview { Text(\"a\") }"}}}
        """#

    @Test func plugin_answersEachMessageAndExitsWhenTheCompilerIsDone() async throws {
        let input = framed(capability) + framed(expansion) + framed("")

        let run = try await FinishedProcess.run(try BuiltPlugin.executable(), input: input)

        let replies = try messages(in: run.output)
        #expect(replies.map { $0.keys.sorted() } == [["getCapabilityResult"], ["expandMacroResult"]])
        let result = replies.last?["expandMacroResult"] as? [String: Any]
        #expect((result?["expandedSource"] as? String)?.hasPrefix("func _textUIPreview(`A.swift:2:1` _: Void)") == true)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
    }

    @Test func plugin_whoseInputEndsBetweenMessages_exitsQuietly() async throws {
        let run = try await FinishedProcess.run(try BuiltPlugin.executable(), input: framed(capability))

        #expect(try messages(in: run.output).count == 1)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
    }

    @Test func plugin_whoseInputEndsInsideAMessage_saysSoAndExits1() async throws {
        let run = try await FinishedProcess.run(try BuiltPlugin.executable(), input: framed(capability).dropLast(3))

        #expect(run.output.isEmpty)
        #expect(run.status == 1)
        #expect(run.errors == "macro plugin: the input ended inside a message (51 of 54 bytes)\n")
    }
}
