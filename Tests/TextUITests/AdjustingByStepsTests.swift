import Testing
import TextUI

/// `increment(_:steps:)` and `decrement(_:steps:)` find the control once and step it several
/// times, so a stepper whose label shows its value (`Daily goal: 3`, as apps write them) is named
/// by the label it has when the command starts.
@MainActor
@Suite struct AdjustingByStepsTests {
    struct Goal: View {
        @State var goal = 3
        @State var scale = 1.0
        @State var increments = 0
        var body: some View {
            VStack {
                Stepper("Daily goal: \(goal)", value: $goal, in: 1...10)
                Stepper("Counted") {
                    increments += 1
                } onDecrement: {
                    increments -= 1
                }
                Text("increments \(increments)")
                Slider(value: $scale, in: 0...2, step: 0.25) { Text("Scale") }
            }
        }
    }

    @Test func steppingSeveralSteps_namesTheControlByTheLabelItHadAtTheStart() throws {
        let host = ViewHost(Goal())

        try host.increment("Daily goal: 3", steps: 4)
        #expect(host.render().contains("Daily goal: 7"), "\(host.render())")

        try host.decrement("Daily goal: 7", steps: 2)
        #expect(host.render().contains("Daily goal: 5"), "\(host.render())")
    }

    @Test func eachStep_runsTheSteppersActionOnce_andASliderMovesByItsStep() throws {
        let host = ViewHost(Goal())

        try host.increment("Counted", steps: 3)
        try host.increment("Scale", steps: 2)

        #expect(host.render().contains("increments 3"), "\(host.render())")
        #expect(host.render().contains("1.5"), "\(host.render())")
    }

    @Test func noStepsOrFewer_changeNothing() throws {
        let host = ViewHost(Goal())

        try host.increment("Daily goal: 3", steps: 0)
        try host.decrement("Daily goal: 3", steps: -2)

        #expect(host.render().contains("Daily goal: 3"), "\(host.render())")
    }
}
