import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// A document app's scene opens a new document (made by `newDocument`) in its editor, which edits it
/// through the configuration's binding (developer.apple.com/documentation/swiftui/documentgroup:
/// "the document group creates a new document ... and opens it in the editor"; the template's
/// `TextEditor(text: $document.text)`), and a `FileDocument` writes the types it reads unless it says otherwise
/// (developer.apple.com/documentation/swiftui/filedocument/writablecontenttypes).
@MainActor
@Suite struct DocumentGroupTests {
    struct TextFile: FileDocument {
        static let readableContentTypes: [UTType] = [.plainText]
        var text: String

        init(text: String = "Hello") { self.text = text }

        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8)
            else { throw CocoaError(.fileReadCorruptFile) }
            self.text = text
        }

        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Editor: View {
        @Binding var text: String
        @Environment(\.documentConfiguration) private var configuration
        var body: some View {
            VStack {
                Text("\(text) (\(configuration?.isEditable == true ? "editable" : "read-only"))")
                Button("Shout") { text += "!" }
            }
        }
    }

    struct Notes: App {
        var body: some Scene {
            DocumentGroup(newDocument: TextFile()) { file in
                Editor(text: file.$document.text)
            }
        }
    }

    final class Board: ReferenceFileDocument {
        static let readableContentTypes: [UTType] = [.json]
        @Published var count = 1
        init() {}
        init(configuration: ReadConfiguration) throws {}
        func snapshot(contentType: UTType) throws -> Int { count }
        func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
        }
    }

    struct Boards: App {
        var body: some Scene {
            DocumentGroup(newDocument: { Board() }) { file in
                Button("Count \(file.document.count)") { file.document.count += 1 }
            }
        }
    }

    struct Viewer: App {
        var body: some Scene {
            DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
        }
    }

    @Test func aNewDocument_opensInItsEditor_andIsEditedThroughTheBinding() throws {
        #expect(TextFile.writableContentTypes == [.plainText])
        let host = ViewHost(app: Notes())
        #expect(host.render() == "Hello (editable)\n[ Shout ]")
        try host.tap("Shout")
        #expect(host.render() == "Hello! (editable)\n[ Shout ]")
        host.unmount()
    }

    @Test func aNewReferenceDocument_isObservedByItsEditor() throws {
        let host = ViewHost(app: Boards())
        #expect(host.render() == "[ Count 1 ]")
        try host.tap("Count 1")
        #expect(host.render() == "[ Count 2 ]")
        host.unmount()
    }

    @Test func aViewerGroup_opensNoDocument() {
        let host = ViewHost(app: Viewer())
        #expect(host.render() == "")
        host.unmount()
    }
}
