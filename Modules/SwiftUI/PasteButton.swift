import TextUI
import UIKit

/// A button that pastes what the pasteboard holds: it renders as `[ Paste ]` and, tapped, gives
/// its action the pasteboard's values of the payload's type (`UIPasteboard.general`, the
/// process's own pasteboard on Linux), as Apple's does once someone allows the paste. With
/// nothing of that type on the pasteboard, the action is not called.
@MainActor @preconcurrency
public struct PasteButton: View {
    let paste: @MainActor () -> Void

    /// A button that pastes values of a type.
    ///
    /// - Parameters:
    ///   - payloadType: The type of the values pasted (strings and URLs are on the pasteboard).
    ///   - onPaste: Takes the pasted values.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        paste = {
            let board = UIPasteboard.general
            let values = (board.strings ?? []).compactMap { $0 as? T } + (board.urls ?? []).compactMap { $0 as? T }
            if !values.isEmpty { onPaste(values) }
        }
    }

    /// The button: "Paste", with the clipboard's symbol.
    public var body: some View {
        Button(action: paste) {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
    }
}
