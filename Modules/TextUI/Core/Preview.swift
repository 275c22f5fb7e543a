/// A preview declared with `#Preview`: its name, where it was written, its traits, and a way to
/// make its view. Mount it as any view: `ViewHost(preview.makeView())`.
///
/// Each `#Preview` at line `L`, column `C` of `File.swift` declares, in its module,
/// `` func _textUIPreview(`File.swift:L:C` _: Void) -> Preview ``, so code in the module reaches it
/// as `` _textUIPreview(`File.swift:L:C`: ()) `` (README's "`#Preview`" section says how tools find
/// them).
public struct Preview: Sendable {
    /// The kind of traits a view preview takes (as in `PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits: Sendable {}

    /// The name given to `#Preview`, if any.
    public let name: String?
    /// The file it was written in, as `#fileID` spells it (`Module/File.swift`).
    public let fileID: String
    /// The line of its `#`.
    public let line: Int
    /// The column of its `#`, in UTF-8 bytes from the start of the line.
    public let column: Int
    /// The traits given to `#Preview` (they do not change the text a host renders).
    public let traits: [PreviewTrait<ViewTraits>]
    private let body: @MainActor @Sendable () -> any View

    /// A preview written at `line` and `column` of the file with `fileID`; `#Preview`'s expansion
    /// calls this, passing `#Preview`'s arguments after the location.
    public init(
        fileID: String, line: Int, column: Int, _ name: String? = nil,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(fileID: fileID, line: line, column: column, name: name, traits: [], body: body)
    }

    /// A preview with traits written at `line` and `column` of the file with `fileID`; `#Preview`'s
    /// expansion calls this, passing `#Preview`'s arguments after the location.
    public init(
        fileID: String, line: Int, column: Int, _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
        _ additionalTraits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(
            fileID: fileID, line: line, column: column, name: name, traits: [traits] + additionalTraits, body: body)
    }

    private init(
        fileID: String, line: Int, column: Int, name: String?, traits: [PreviewTrait<ViewTraits>],
        body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.column = column
        self.traits = traits
        self.body = body
    }

    /// A new view of the preview, made by running its closure.
    @MainActor public func makeView() -> any View {
        body()
    }
}
