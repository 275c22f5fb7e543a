import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType` knows the system's declared types with their conformances, extensions and MIME types
/// (developer.apple.com/documentation/uniformtypeidentifiers/system-declared-uniform-type-identifiers:
/// `public.plain-text` conforms to `public.text`; `public.json` to `public.text`; `public.png` to
/// `public.image`), and types an app declares conform to what they are given
/// (developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/init(exportedas:conformingto:)).
@Suite struct UTTypeTests {
    @Test func declaredTypes_conformThroughTheirParents() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.plainText.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.json.conforms(to: .data))
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(!UTType.image.conforms(to: .text))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType("public.json") == .json)
        #expect(UTType("com.example.unknown") == nil)
    }

    @Test func tags_findTheirDeclaredTypes_orAreDynamic() throws {
        #expect(UTType(filenameExtension: "JSON") == .json)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType.json.preferredFilenameExtension == "json")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.text.preferredFilenameExtension == nil)
        let unknown = try #require(UTType(filenameExtension: "xyzzy"))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.conforms(to: .data))
        #expect(unknown.preferredFilenameExtension == "xyzzy")
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test func exportedTypes_conformToWhatTheyAreGiven() throws {
        let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
        #expect(note.identifier == "com.example.note")
        #expect(note.conforms(to: .json) && note.conforms(to: .text) && note.conforms(to: .data))
        #expect(!note.conforms(to: .image))
        #expect(UTType(importedAs: "com.example.note") == note)
        let decoded = try JSONDecoder().decode([UTType].self, from: JSONEncoder().encode([UTType.png]))
        #expect(decoded == [.png] && decoded[0].conforms(to: .image))
    }
}
