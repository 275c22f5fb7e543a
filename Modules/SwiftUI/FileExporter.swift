import Foundation
import TextUI
import UniformTypeIdentifiers

// There is no file browser in text output: the export dialog is never shown, so nothing is written,
// neither callback runs and `isPresented` keeps its value.
extension View {
    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - document: The document to export.
    ///   - contentType: The type to write.
    ///   - defaultFilename: The file name proposed.
    ///   - onCompletion: Given the written file's URL; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - documents: The documents to export.
    ///   - contentType: The type to write.
    ///   - onCompletion: Given the written files' URLs; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - document: The document to export.
    ///   - contentTypes: The types the user may pick from.
    ///   - defaultFilename: The file name proposed.
    ///   - onCompletion: Given the written file's URL; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - documents: The documents to export.
    ///   - contentTypes: The types the user may pick from.
    ///   - onCompletion: Given the written files' URLs; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: FileDocument { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - document: The document to export.
    ///   - contentType: The type to write.
    ///   - defaultFilename: The file name proposed.
    ///   - onCompletion: Given the written file's URL; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - documents: The documents to export.
    ///   - contentType: The type to write.
    ///   - onCompletion: Given the written files' URLs; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - document: The document to export.
    ///   - contentTypes: The types the user may pick from.
    ///   - defaultFilename: The file name proposed.
    ///   - onCompletion: Given the written file's URL; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - documents: The documents to export.
    ///   - contentTypes: The types the user may pick from.
    ///   - onCompletion: Given the written files' URLs; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: ReferenceFileDocument { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - item: The item to export.
    ///   - contentTypes: The types the user may pick from.
    ///   - defaultFilename: The file name proposed.
    ///   - onCompletion: Given the written file's URL; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View { self }

    /// This view (text output shows no export dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - items: The items to export.
    ///   - contentTypes: The types the user may pick from.
    ///   - onCompletion: Given the written files' URLs; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileExporter<C: Collection, T: Transferable>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where T == C.Element { self }
}
