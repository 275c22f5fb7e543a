import SwiftUI
import UIKit

struct JournalView: View {
    @State private var entry = "A beautifull day by the lake"

    var body: some View {
        VStack(alignment: .leading) {
            JournalTextView(text: $entry)
            Text(Spelling(text: entry).firstMisspelledWord.map { "Check: \($0)" } ?? "No typos")
        }
        .navigationTitle("Journal")
    }
}

// A spell checker kept in a struct, as word games and journals keep one.
struct Spelling {
    private let checker = UITextChecker()
    let text: String

    var firstMisspelledWord: String? {
        let range = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false,
            language: "en")
        guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else { return nil }
        return String(text[swiftRange])
    }
}

// The text view apps wrap for multi-line editing; its coordinator writes the parent's binding
// from the delegate's (nonisolated) method.
struct JournalTextView: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        uiView.text = text
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: JournalTextView

        init(_ parent: JournalTextView) {
            self.parent = parent
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
        }
    }
}
