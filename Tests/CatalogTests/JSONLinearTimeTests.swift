import Catalog
import LoopbackServer
import Testing
import TextUI

/// JSON is read in linear time: an object's keys are found by hashing, not by a scan of the
/// members read so far. (The limit is a hang guard: a scan per key takes many minutes on 200,000
/// keys, a hash about a second, and seconds under a sanitizer. The cases run one at a time, so
/// they never take more than a core from the other tests.)
@Suite(.serialized) struct JSONLinearTimeTests {
    static let keyCount = 200_000

    /// An object of ``keyCount`` keys (made on the hang guard's thread, off the concurrency pool).
    static func manyKeys() -> String {
        "{" + (0..<keyCount).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
    }

    @Test func anObjectWithManyDistinctKeys_isParsedInLinearTime() async throws {
        let value = await HangGuard.run(within: .seconds(600)) { try? JSONValue.parse(Self.manyKeys()) }

        guard case .object(let members)?? = value else {
            Issue.record("parsing \(Self.keyCount) keys did not finish in 600 s")
            return
        }
        #expect(members.count == Self.keyCount)
        #expect(value??["k199999"] == .number("199999"))
    }

    @Test func aRepeatedKey_keepsItsFirstPlace_andTheLastValue() throws {
        #expect(try JSONValue.parse(#"{"a":1,"b":2,"a":3}"#).compactText == #"{"a":3,"b":2}"#)
    }

    /// Saying where a value does not fit decodes the parsed value again: its keys are found by hashing too.
    @Test func aDictionaryWithManyKeys_isDescribedInLinearTime() async throws {
        let error = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not valid JSON"))

        let description = await HangGuard.run(within: .seconds(600)) {
            let text = String(Self.manyKeys().dropLast()) + #","last":1.5}"#
            return JSONDecodingErrorDescription.describe(error, decoding: [String: Int].self, from: text)
        }

        #expect(description == "expected an integer (Int) at last, found 1.5")
    }
}
