import Combine
import Foundation
import UniformTypeIdentifiers

/// A document kept as an observable object and saved to a file: the object is shared by the views
/// that edit it, and a snapshot of it is what gets written.
public protocol ReferenceFileDocument: ObservableObject {
    /// A copy of the document's contents, taken to be written.
    associatedtype Snapshot
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
    /// A copy of the document to write.
    ///
    /// - Parameter contentType: The type it will be written as.
    /// - Returns: The snapshot.
    /// - Throws: An error when no snapshot can be taken.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// A snapshot as a file to write.
    ///
    /// - Parameters:
    ///   - snapshot: What ``snapshot(contentType:)`` returned.
    ///   - configuration: The type to write and the file written before, if any.
    /// - Returns: The file to save.
    /// - Throws: An error when the snapshot cannot be written.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What ``fileWrapper(snapshot:configuration:)`` receives.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable content types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
