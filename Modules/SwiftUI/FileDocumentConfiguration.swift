import Foundation
import TextUI

/// What a ``DocumentGroup`` gives its editor of a ``FileDocument``: the document, as a binding that
/// edits it in place, its file and whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; setting it (or a binding from `$document`) edits the open document.
    @Binding public var document: Document
    /// The document's file, or nil when it has not been saved.
    public let fileURL: URL?
    /// Whether the document can be edited (false when the group only views documents).
    public let isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        self._document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
