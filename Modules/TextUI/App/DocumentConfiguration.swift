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

extension View {
    /// This view, with a document's configuration in its environment: what a document group gives
    /// its editor (for the SwiftUI module's `DocumentGroup`, which lives above TextUI).
    ///
    /// - Parameters:
    ///   - isEditable: Whether the document can be edited.
    ///   - fileURL: The document's file, or nil when it has not been saved.
    /// - Returns: This view, whose ``EnvironmentValues/documentConfiguration`` is set.
    @_spi(Documents)
    public func documentConfiguration(isEditable: Bool, fileURL: URL?) -> some View {
        environment(\.documentConfiguration, DocumentConfiguration(isEditable: isEditable, fileURL: fileURL))
    }
}
