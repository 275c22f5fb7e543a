import Foundation
import TextUI

// There is no file browser in text output: the move dialog is never shown, so neither callback runs,
// no file is moved and `isPresented` keeps its value.
extension View {
    /// This view (text output shows no move dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - file: The file to move.
    ///   - onCompletion: Given the file's new URL; never called.
    /// - Returns: This view, unchanged.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }

    /// This view (text output shows no move dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - files: The files to move.
    ///   - onCompletion: Given the files' new URLs; never called.
    /// - Returns: This view, unchanged.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL { self }

    /// This view (text output shows no move dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - file: The file to move.
    ///   - onCompletion: Given the file's new URL; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View { self }

    /// This view (text output shows no move dialog).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the dialog is shown; left as it is.
    ///   - files: The files to move.
    ///   - onCompletion: Given the files' new URLs; never called.
    ///   - onCancellation: Called when the user cancels; never called.
    /// - Returns: This view, unchanged.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL { self }
}
