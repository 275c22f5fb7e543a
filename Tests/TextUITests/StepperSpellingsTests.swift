import Testing
import TextUI

/// Steppers in SwiftUI's other spellings step as the usual ones do: the label before
/// `onEditingChanged` (https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:)),
/// and a formatted value titled by a string, with `onEditingChanged` called around each edit.
@MainActor
@Suite struct StepperSpellingsTests {
    @Test func olderSteppers_stepAsTheUsualSpellingsDo() throws {
        var count = 9
        var edits: [Bool] = []
        let value = Binding(get: { count }, set: { count = $0 })
        let host = ViewHost(
            VStack {
                Stepper(value: value, step: 2, label: { Text("Pairs") }, onEditingChanged: { edits.append($0) })
                Stepper(value: value, in: 0...10, label: { Text("Capped") })
            })
        #expect(host.render() == "Pairs [-|+]\nCapped [-|+]")
        try host.increment("Pairs")
        #expect(count == 11 && edits == [true, false])
        try host.decrement("Capped")
        try host.increment("Capped", steps: 3)
        #expect(count == 10)
    }

    @Test func formattedSteppersTitledByAString_reportTheirEdits() throws {
        var dose = 1.0
        var edits: [Bool] = []
        let value = Binding(get: { dose }, set: { dose = $0 })
        let title = "Dose"
        let host = ViewHost(
            VStack {
                Stepper(title, value: value, step: 0.5, format: .number, onEditingChanged: { edits.append($0) })
                Stepper(title + " max", value: value, in: 0...2, format: .number)
            })
        try host.increment("Dose")
        #expect(dose == 1.5 && edits == [true, false])
        try host.increment("Dose max", steps: 3)
        #expect(dose == 2)
    }
}
