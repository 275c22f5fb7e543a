import Foundation
import Testing
import TextUI

/// Every spelling of a text field edits its value through the host; a Boolean focus state follows
/// typing.
@MainActor
@Suite struct TextFieldInitializerTests {
    struct Fields: View {
        @State private var name = ""
        @State private var note = ""
        @State private var age = 30
        @State private var height = 1.5
        @FocusState private var isNoteFocused: Bool
        var body: some View {
            TextField("Name", text: $name, prompt: Text("Ada"))
            TextField(text: $note, prompt: Text("Say something")) { Text("Note") }
                .focused($isNoteFocused)
            TextField(text: $note, prompt: nil, axis: .vertical) { Text("Long note") }
            TextField(value: $age, format: .number, prompt: nil) { Text("Age") }
            TextField(value: $height, formatter: TextFieldInitializerTests.plain, prompt: nil) { Text("Height") }
            Text("focused: \(isNoteFocused)")
        }
    }

    static let plain: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        return formatter
    }()

    @Test func everySpelling_editsItsValue() throws {
        let host = ViewHost(Fields())

        try host.type("Grace", into: "Name")
        try host.type("hello", into: "Note")
        try host.type("41", into: "Age")
        try host.type("1.8", into: "Height")

        #expect(
            host.render() == """
                Name: [Grace]
                Note: [hello]
                Long note: [hello]
                Age: [41]
                Height: [1.8]
                focused: false
                """)
    }

    @Test func booleanFocusState_isTrueWhileItsFieldIsTypedInto() throws {
        let host = ViewHost(Fields())

        try host.type("hi", into: "Note")
        #expect(host.render().hasSuffix("focused: true"))

        try host.type("Ada", into: "Name")
        #expect(host.render().hasSuffix("focused: false"))
    }
}
