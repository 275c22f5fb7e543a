import Testing
import TextUI

/// `submitScope()` keeps submissions inside from reaching the `onSubmit` actions around it.
@MainActor
@Suite struct SubmitScopeTests {
    struct Form: View {
        let isBlocking: Bool
        @State private var text = ""
        @State private var log: [String] = []
        var body: some View {
            VStack {
                TextField("Inner", text: $text)
                    .onSubmit { log.append("inner") }
                    .submitScope(isBlocking)
                Text(log.joined(separator: ","))
            }
            .onSubmit { log.append("outer") }
        }
    }

    @Test func blockingScope_stopsSubmissionsFromReachingOuterActions() throws {
        let host = ViewHost(Form(isBlocking: true))

        try host.submit("Inner")

        #expect(host.render().hasSuffix("inner"))
    }

    @Test func scopeThatDoesNotBlock_changesNothing() throws {
        let host = ViewHost(Form(isBlocking: false))

        try host.submit("Inner")

        #expect(host.render().hasSuffix("inner,outer"))
    }
}
