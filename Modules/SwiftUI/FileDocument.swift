import Foundation
import UniformTypeIdentifiers

/// A document kept as a value and saved to a file: what a ``DocumentGroup`` creates, edits through a
/// binding, and saves. Make it from a file in ``init(configuration:)`` and write it back in
/// ``fileWrapper(configuration:)``.
public protocol FileDocument {
    /// The types of file this document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types of file this document writes (``readableContentTypes`` unless you say otherwise).
    static var writableContentTypes: [UTType] { get }
    /// A document read from a file.
    ///
    /// - Parameter configuration: The file and its type.
    /// - Throws: An error when the file does not hold a document.
    init(configuration: ReadConfiguration) throws
    /// What ``init(configuration:)`` receives.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The document as a file to write.
    ///
    /// - Parameter configuration: The type to write and the file written before, if any.
    /// - Returns: The file to save.
    /// - Throws: An error when the document cannot be written.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What ``fileWrapper(configuration:)`` receives.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable content types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads itself from: a file and its type.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes itself with: the type to write and the file written before.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The document's file as last saved, or nil for a new document.
    public let existingFile: FileWrapper?

    init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
