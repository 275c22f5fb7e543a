/// A preview declared with `#Preview`: its name, where it was written, its traits, and a way to
/// make its view. Mount it as any view: `ViewHost(preview.makeView())`.
///
/// Each `#Preview` at line `L`, column `C` of `File.swift` declares, in its module, an overload
/// of `_textUIPreview` labeled with its place, `_textUIPreview(_: Void) -> Preview` with the
/// argument label `File.swift:L:C` (in backticks), so code in the module reaches it by calling
/// that overload with `()`. <doc:Previews> says how tools find them.
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
    ///
    /// - Parameters:
    ///   - fileID: The file the preview is written in, as `#fileID` spells it.
    ///   - line: The line of the preview's `#`.
    ///   - column: The column of the preview's `#`, in UTF-8 bytes.
    ///   - name: The preview's name, if it has one.
    ///   - body: Makes the previewed view.
    public init(
        fileID: String, line: Int, column: Int, _ name: String? = nil,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(fileID: fileID, line: line, column: column, name: name, traits: [], body: body)
    }

    /// A preview with traits written at `line` and `column` of the file with `fileID`; `#Preview`'s
    /// expansion calls this, passing `#Preview`'s arguments after the location.
    ///
    /// - Parameters:
    ///   - fileID: The file the preview is written in, as `#fileID` spells it.
    ///   - line: The line of the preview's `#`.
    ///   - column: The column of the preview's `#`, in UTF-8 bytes.
    ///   - name: The preview's name, if it has one.
    ///   - traits: The preview's first trait.
    ///   - additionalTraits: Its other traits.
    ///   - body: Makes the previewed view.
    public init(
        fileID: String, line: Int, column: Int, _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
        _ additionalTraits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(
            fileID: fileID, line: line, column: column, name: name, traits: [traits] + additionalTraits, body: body)
    }

    /// A preview with traits made directly rather than by `#Preview` (it has no location: an empty
    /// file ID, line and column 0).
    ///
    /// - Parameters:
    ///   - name: The preview's name, if it has one.
    ///   - traits: The preview's first trait.
    ///   - additionalTraits: Its other traits.
    ///   - body: Makes the previewed view.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(fileID: "", line: 0, column: 0, name: name, traits: [traits] + additionalTraits, body: body)
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

    /// Makes the preview's view by running its closure.
    ///
    /// - Returns: A new view, to mount in a ``ViewHost``.
    @MainActor public func makeView() -> any View {
        body()
    }
}
