import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct BindingRecorderTests {
    @Test func variable_sharesItsStorageBetweenViewAndTest() {
        let binding = Binding.variable(1)
        let copy = binding

        copy.wrappedValue = 2

        #expect(binding.wrappedValue == 2)
    }

    @Test func recorder_logsEveryWriteInOrder() {
        let recorder = BindingRecorder("a")
        let binding = recorder.binding

        binding.wrappedValue = "b"
        binding.wrappedValue = "b"
        binding.wrappedValue += "c"

        #expect(recorder.value == "bc")
        #expect(recorder.writes == ["b", "b", "bc"])
    }

    struct Field: View {
        @Binding var text: String
        var body: some View { TextField("Name", text: $text) }
    }

    @Test func recorder_seesWritesFromAHostInteraction() throws {
        let recorder = BindingRecorder("")
        let host = ViewHost(Field(text: recorder.binding))

        try host.type("Ada", into: "Name")

        #expect(recorder.writes == ["Ada"])
        #expect(host.render() == "Name: [Ada]")
    }
}
