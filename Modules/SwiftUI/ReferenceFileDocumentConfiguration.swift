import Foundation
import TextUI

/// What a ``DocumentGroup`` gives its editor of a ``ReferenceFileDocument``: the document object
/// (observed: its changes update the editor), its file and whether it can be edited.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document; `$document.property` gives a binding to one of its properties.
    @ObservedObject public var document: Document
    /// The document's file, or nil when it has not been saved.
    public let fileURL: URL?
    /// Whether the document can be edited (false when the group only views documents).
    public let isEditable: Bool

    init(document: Document, fileURL: URL?, isEditable: Bool) {
        self._document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
