import Foundation
import TextUI
import UniformTypeIdentifiers

// There is no file browser in text output: the import dialog is never shown, so neither callback
// runs and `isPresented` keeps its value.
extension View {
    /// This view (text output shows no import dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - allowedContentTypes: The types of file the user may pick.
    ///   - onCompletion: Given the picked file; never called.
    /// - Returns: This view, unchanged.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }

    /// This view (text output shows no import dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - allowedContentTypes: The types of file the user may pick.
    ///   - allowsMultipleSelection: Whether several files may be picked.
    ///   - onCompletion: Given the picked files; never called.
    /// - Returns: This view, unchanged.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View { self }

    /// This view (text output shows no import dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - allowedContentTypes: The types of file the user may pick.
    ///   - allowsMultipleSelection: Whether several files may be picked.
    ///   - onCompletion: Given the picked files; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View { self }
}
