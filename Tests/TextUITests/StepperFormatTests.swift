import Testing
import TextUI

/// A stepper of a formatted value steps its value as any stepper (the format is not drawn).
@MainActor
@Suite struct StepperFormatTests {
    @Test func aFormattedStepper_stepsItsValue() throws {
        struct Dose: View {
            @State var milligrams = 2.5
            var body: some View {
                Stepper("Dose", value: $milligrams, in: 0...5, step: 0.5, format: .number)
                Stepper(value: $milligrams, step: 1, format: .number) { Text("Coarse") }
                Text("\(milligrams, specifier: "%.1f") mg")
            }
        }
        let host = ViewHost(Dose())
        try host.increment("Dose")
        try host.increment("Coarse")
        #expect(host.render() == "Dose [-|+]\nCoarse [-|+]\n4.0 mg")
    }
}
