import Testing
import TextUI

/// A toggle over several bindings is on when all are, and flipping it sets them all.
@MainActor
@Suite struct ControlSourcesTests {
    struct Alarm: Identifiable {
        let id: Int
        var isOn: Bool
    }

    struct Alarms: View {
        @State var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
        var body: some View {
            Toggle("All alarms", sources: $alarms, isOn: \.isOn)
            ForEach($alarms) { $alarm in
                Toggle("Alarm \(alarm.id)", isOn: $alarm.isOn)
            }
        }
    }

    @Test func theToggle_isOnWhenEverySourceIs_andSetsThemAll() throws {
        let host = ViewHost(Alarms())
        #expect(host.render() == "[ ] All alarms\n[x] Alarm 1\n[ ] Alarm 2")

        try host.toggle("All alarms")

        #expect(host.render() == "[x] All alarms\n[x] Alarm 1\n[x] Alarm 2")
    }
}
