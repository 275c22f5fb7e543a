import Testing
import TextUI

/// Controls report when editing begins and ends, as SwiftUI's do, when the host operates them.
@MainActor
@Suite struct ControlEditingTests {
    final class Log {
        var events: [String] = []
    }

    /// Apple's docs, Slider `onEditingChanged`: "A callback for when editing begins and ends";
    /// one move of the host (`increment`/`decrement`) is one edit.
    @Test func slider_reportsEachMove_asOneEdit() throws {
        struct Volume: View {
            let log: Log
            @State private var level = 0.5
            var body: some View {
                Slider(
                    value: $level, in: 0...1, step: 0.25, label: { Text("Volume") },
                    onEditingChanged: { editing in log.events.append("\(editing) \(level)") })
            }
        }
        let log = Log()
        let host = ViewHost(Volume(log: log))
        #expect(log.events.isEmpty)
        try host.increment("Volume", steps: 2)
        #expect(log.events == ["true 0.5", "false 1.0"])
    }

    /// Apple's docs, Stepper `onEditingChanged`: "called when editing begins and ends ... the user
    /// may touch and hold the increment or decrement buttons ... at the start and end of the
    /// gesture": one host increment of any number of steps is one edit.
    @Test func stepper_reportsEachIncrement_asOneEdit() throws {
        struct Quantity: View {
            let log: Log
            @State private var count = 1
            var body: some View {
                Stepper("Quantity", value: $count, in: 0...10) { editing in
                    log.events.append("\(editing) \(count)")
                }
            }
        }
        let log = Log()
        let host = ViewHost(Quantity(log: log))
        try host.increment("Quantity", steps: 3)
        try host.decrement("Quantity")
        #expect(log.events == ["true 1", "false 4", "true 4", "false 3"])
    }

    /// Apple's docs, TextField `init(_:text:onEditingChanged:onCommit:)`: the closure receives
    /// "true when the user begins editing, false when they finish"; typing into a field begins
    /// editing it, and typing into another field ends it.
    @Test func textField_beginsEditing_whenTypedInto_andEndsIt_whenAnotherFieldIs() throws {
        struct Form: View {
            let log: Log
            @State private var name = ""
            @State private var city = ""
            var body: some View {
                TextField("Name", text: $name, onEditingChanged: { log.events.append("name \($0)") })
                TextField("City", text: $city, onEditingChanged: { log.events.append("city \($0)") })
            }
        }
        let log = Log()
        let host = ViewHost(Form(log: log))
        try host.type("Ada", into: "Name")
        try host.type("Ada L", into: "Name")
        #expect(log.events == ["name true"])
        try host.type("London", into: "City")
        #expect(log.events == ["name true", "name false", "city true"])
    }
}
