import TextUI
import TextUIMacroDeclarations

// Previews with `@Previewable` state, for PreviewableTests (they find them by line and column).

struct PreviewableCounter: View {
    @Binding var count: Int
    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

#Preview("Counter") {
    @Previewable @State var count = 0
    PreviewableCounter(count: $count)
}

#Preview(traits: .sizeThatFitsLayout) {
    @Previewable @State var names = [
        "Ada",
        "Grace",
    ]
    @Previewable @State var draft = ""; let title = "Names"
    VStack {
        Text(title)
        ForEach(names, id: \.self) { Text($0) }
        TextField("New", text: $draft)
        Button("Add") {
            names.append(draft)
            draft = ""
        }
    }
}
