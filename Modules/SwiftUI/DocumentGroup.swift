@_spi(Documents) import TextUI

/// A scene of document windows: `DocumentGroup(newDocument: TextFile()) { file in Editor(text: file.$document.text) }`.
///
/// Text output has no document browser: a group that creates documents opens one new document
/// (made by `newDocument`) in its window, with its editor, as when the user taps “New”; its
/// ``FileDocumentConfiguration/fileURL`` is nil and it is not saved. A group that only views
/// documents (`init(viewing:viewer:)`) opens none: its window is empty.
public struct DocumentGroup<Document, Content: View>: Scene {
    /// The editor of a new document, or nil for a viewer (no document is opened).
    let newDocumentWindow: (@MainActor () -> AnyView)?

    /// The scene: one window, showing the new document's editor.
    public var body: some Scene {
        WindowGroup {
            if let newDocumentWindow { newDocumentWindow() }
        }
    }
}

extension DocumentGroup where Document: FileDocument {
    /// A group that creates and edits documents of a value type.
    ///
    /// - Parameters:
    ///   - newDocument: A new document (evaluated when a document is created).
    ///   - editor: The editor of a document, given its configuration (a binding to the document).
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        newDocumentWindow = { AnyView(NewFileDocumentWindow(document: newDocument(), editor: editor)) }
    }

    /// A group that opens documents of a value type to view them (text output opens none).
    ///
    /// - Parameters:
    ///   - documentType: The document type.
    ///   - viewer: The viewer of a document, given its configuration.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        newDocumentWindow = nil
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group that creates and edits documents that are objects.
    ///
    /// - Parameters:
    ///   - newDocument: Makes a new document.
    ///   - editor: The editor of a document, given its configuration (the document, observed).
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        newDocumentWindow = { AnyView(NewReferenceFileDocumentWindow(document: newDocument, editor: editor)) }
    }

    /// A group that opens documents that are objects to view them (text output opens none).
    ///
    /// - Parameters:
    ///   - documentType: The document type.
    ///   - viewer: The viewer of a document, given its configuration.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        newDocumentWindow = nil
    }
}

/// A new document of a value type in its window: the document is this view's state, edited
/// through the configuration's binding.
struct NewFileDocumentWindow<Document: FileDocument, Content: View>: View {
    @State private var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    init(document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: document)
        self.editor = editor
    }

    var body: some View {
        editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
            .documentConfiguration(isEditable: true, fileURL: nil)
    }
}

/// A new document object in its window, owned by this view.
struct NewReferenceFileDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject private var document: Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(
        document: @escaping () -> Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        _document = StateObject(wrappedValue: document())
        self.editor = editor
    }

    var body: some View {
        editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
            .documentConfiguration(isEditable: true, fileURL: nil)
    }
}
