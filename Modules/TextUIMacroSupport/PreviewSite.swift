/// Where a `#Preview` is, and how code in its module reaches what it declares.
public struct PreviewSite: Equatable, Hashable, Sendable {
    /// The file, as `#fileID` spells it.
    public let fileID: String
    /// The line and column of the use's `#`.
    public let position: SourcePosition

    /// The preview at `position` in the file with `fileID`.
    public init(fileID: String, position: SourcePosition) {
        self.fileID = fileID
        self.position = position
    }

    /// The expression that returns the preview: `` _textUIPreview(`File.swift:12:1`: ()) ``.
    public var reference: String { PreviewDeclarationName.reference(fileID: fileID, at: position) }
}
