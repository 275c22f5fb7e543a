import Testing
import TextUI

/// The other spellings of `onChange`: without parameters, and the older one with the new value.
@MainActor
@Suite struct ChangeActionFormTests {
    struct Counter: View {
        @State private var count = 0
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button("Bump") { count += 1 }
                Text(log.joined(separator: ","))
            }
            .onChange(of: count) { log.append("changed") }
            .onChange(of: count, initial: true) { log.append("initial or changed") }
            .onChange(of: count, perform: { log.append("new \($0)") })
        }
    }

    @Test func parameterlessAndOlderForms_runWhenTheValueChanges() throws {
        let host = ViewHost(Counter())
        #expect(host.render() == "[ Bump ]\ninitial or changed")

        try host.tap("Bump")

        #expect(host.render() == "[ Bump ]\ninitial or changed,changed,initial or changed,new 1")
    }
}
