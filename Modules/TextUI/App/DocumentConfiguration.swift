import Foundation

/// What a document-based app's view knows of its document: where it is and whether it can be
/// changed. A document group gives one to its views through
/// ``EnvironmentValues/documentConfiguration``; elsewhere there is none.
public struct DocumentConfiguration: Sendable, Hashable {
    /// Whether the document can be edited.
    public let isEditable: Bool
    /// The document's file, or nil when it has not been saved.
    public let fileURL: URL?

    init(isEditable: Bool, fileURL: URL?) {
        self.isEditable = isEditable
        self.fileURL = fileURL
    }
}

extension EnvironmentValues {
    /// The configuration of the document the view shows (nil outside a document group).
    public internal(set) var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}

private struct DocumentConfigurationKey: EnvironmentKey {
    static let defaultValue: DocumentConfiguration? = nil
}
