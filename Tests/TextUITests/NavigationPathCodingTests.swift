import Foundation
import Testing
import TextUI

/// A navigation path of `Codable` values encodes and decodes, to restore navigation.
@Suite struct NavigationPathCodingTests {
    struct Trail: Codable, Hashable {
        let name: String
        let length: Double
    }

    struct NotCodable: Hashable {
        let id: Int
    }

    @Test func codablePath_roundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(Trail(name: "Ridge", length: 4.5))
        path.append(42)
        path.append("notes")

        let data = try JSONEncoder().encode(try #require(path.codable))
        let decoded = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))

        #expect(decoded == path)
        #expect(decoded.count == 3)
    }

    @Test func pathWithAValueThatIsNotCodable_hasNoCodableRepresentation() {
        var path = NavigationPath()
        path.append(1)
        path.append(NotCodable(id: 2))

        #expect(path.codable == nil)
    }

    @Test func unknownTypeName_failsToDecode_withAnError() {
        let data = Data(#"["NoSuchType999", "1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }
}
