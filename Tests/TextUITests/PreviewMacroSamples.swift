import TextUI
import TextUIMacroDeclarations

// The `#Preview`s that PreviewMacroTests reaches by file, line and column, as a tool that reads
// this file would; TextUIMacroSupportTests checks that PreviewScanner finds exactly these. Moving a
// `#Preview` renames it: update both tests.

struct PreviewedCounter: View {
    @State var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

#Preview {
    PreviewedCounter()
}

#Preview("Setup before the view") {
    let names = ["Ada", "Grace"]
    let greeting = "Hello, \(names.joined(separator: " and "))"
    Text(greeting)
}

#Preview("Traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    VStack {
        Text("first")
        Text("second")
    }
}

#Preview("Body as an argument", body: { Toggle("On", isOn: .constant(true)) })

/* a comment before */ #Preview(traits: .fixedLayout(width: 320, height: 200)) {
    Text("brace { in \("a } string")")
}

#if DEBUG
    #Preview("Inside #if") {
        if [1, 2].count > 1 {
            Text("more than one")
        } else {
            Text("one")
        }
    }
#endif

@available(macOS 14, *)
#Preview("With an attribute") { Text("attributed") }
