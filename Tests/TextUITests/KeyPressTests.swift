import Foundation
import Testing
import TextUI

/// A key the host presses goes to the focused view's `onKeyPress` handlers, innermost first, until
/// one handles it; then to the keyboard shortcuts of buttons and toggles.
@MainActor
@Suite struct KeyPressTests {
    struct Counter: View {
        @State var count = 0
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text("Count: \(count)")
                    .onKeyPress(.upArrow) {
                        count += 1
                        return .handled
                    }
                    .onKeyPress(.downArrow, phases: .up) { press in
                        count -= 1
                        log.append("up \(press.characters == String(KeyEquivalent.downArrow.character))")
                        return .handled
                    }
                    .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
                        count += press.key == .rightArrow ? 10 : -10
                        return .handled
                    }
                    .onKeyPress(characters: .decimalDigits) { press in
                        count = Int(press.characters) ?? count
                        return .handled
                    }
                Text(log.joined(separator: ","))
            }
            .onKeyPress { press in
                log.append("outer \(press.characters)")
                return .ignored
            }
        }
    }

    @Test func eachOverload_takesItsKeys_andPhases() {
        let host = ViewHost(Counter())

        #expect(host.press(.upArrow))
        #expect(host.render().hasPrefix("Count: 1"))
        host.press(.rightArrow)
        #expect(host.render().hasPrefix("Count: 11"))
        host.press("7")
        #expect(host.render().hasPrefix("Count: 7"))
        host.press(.downArrow)
        #expect(host.render() == "Count: 6\nouter \(KeyEquivalent.downArrow.character),up true")
    }

    @Test func aPressNoHandlerHandles_goesOutward_andReturnsFalse() {
        let host = ViewHost(Counter())

        #expect(!host.press("x"))
        #expect(host.render() == "Count: 0\nouter x")
    }

    struct Fields: View {
        @State var first = ""
        @State var second = ""
        @State var pressed: [String] = []
        var body: some View {
            VStack {
                TextField("First", text: $first)
                    .onKeyPress(.return) {
                        pressed.append("first")
                        return .handled
                    }
                TextField("Second", text: $second)
                    .onKeyPress(.return) {
                        pressed.append("second")
                        return .handled
                    }
                Text("Pressed: \(pressed.joined(separator: ","))")
            }
        }
    }

    @Test func thePress_goesToTheFieldTypedIntoLast() throws {
        let host = ViewHost(Fields())
        host.press(.return)
        try host.type("b", into: "Second")
        host.press(.return)
        try host.type("a", into: "First")
        host.press(.return)

        #expect(host.render().hasSuffix("Pressed: first,second,first"))
    }

    struct Shortcuts: View {
        @State var saved = 0
        @State var isBold = false
        var body: some View {
            VStack {
                Button("Save") { saved += 1 }
                    .keyboardShortcut("s")
                Button("Done") { saved += 100 }
                    .keyboardShortcut(.defaultAction)
                Toggle("Bold", isOn: $isBold)
                    .keyboardShortcut("b", modifiers: [.command, .shift])
                Button("Never") { saved = -1 }
                    .keyboardShortcut(nil)
                Text("Saved \(saved)")
            }
        }
    }

    @Test func aShortcut_performsItsButtonOrToggle_withExactlyItsModifiers() {
        let host = ViewHost(Shortcuts())

        #expect(!host.press("s"))
        #expect(host.press("s", modifiers: .command))
        #expect(host.press(.return))
        #expect(!host.press("b", modifiers: .command))
        #expect(host.press("b", modifiers: [.command, .shift]))

        #expect(host.render() == "[ Save ]\n[ Done ]\n[x] Bold\n[ Never ]\nSaved 101")
    }

    @Test func aShortcutOfADisabledButton_doesNothing() {
        let host = ViewHost(Button("Save") {}.keyboardShortcut("s").disabled(true))

        #expect(!host.press("s", modifiers: .command))
    }

    @Test func keyboardShortcut_valuesCompareByKeyAndModifiers() {
        #expect(KeyboardShortcut("n") == KeyboardShortcut("n", modifiers: .command, localization: .automatic))
        #expect(KeyboardShortcut.defaultAction.key == .return)
        #expect(KeyboardShortcut.cancelAction.modifiers == [])
        #expect(EventModifiers.all.contains([.shift, .control, .option, .command, .capsLock, .numericPad]))
        #expect(KeyPress.Phases.all == [.down, .repeat, .up])
        let key: KeyEquivalent = "a"
        #expect(key.character == "a")
    }

    struct Shortcutted: App {
        var body: some Scene {
            WindowGroup { Text("Main") }
                .keyboardShortcut("n", modifiers: [.command, .option])
        }
    }

    @Test func aScenesShortcut_leavesTheSceneAsItIs() {
        let host = ViewHost(app: Shortcutted())
        #expect(host.render() == "Main")
    }
}
