import Foundation
import Testing
import TextUI

/// Progress views with a current value label and over a timer interval; pickers over sources.
@MainActor
@Suite struct ProgressAndSourcesTests {
    @Test func aCurrentValueLabel_followsTheBar() {
        let host = ViewHost(
            ProgressView(value: 5, total: 10) {
                Text("Upload")
            } currentValueLabel: {
                Text("5 of 10")
            })

        #expect(host.render() == "Upload [#####-----] 50% 5 of 10")
    }

    struct Timers: View {
        let interval: ClosedRange<Date>
        var body: some View {
            ProgressView(timerInterval: interval) { Text("Left") }
            ProgressView(timerInterval: interval, countsDown: false)
            ProgressView(timerInterval: interval, countsDown: false) {
                Text("Tea")
            } currentValueLabel: {
                Text("brewing")
            }
        }
    }

    @Test func aTimerProgressView_followsTheHostClock() {
        let start = Date(timeIntervalSince1970: 0)
        let host = ViewHost(Timers(interval: start...start.addingTimeInterval(100)), clock: .manual(startingAt: start))
        #expect(host.render() == "Left [##########] 100% 1:40\n[----------] 0% 0:00\nTea [----------] 0% brewing")

        host.advance(by: 30)

        #expect(
            host.render()
                == "Left [#######---] 70% 1:10\n[###-------] 30% 0:30\nTea [###-------] 30% brewing")
    }

    struct Layer: Identifiable {
        let id: Int
        var blend = "normal"
    }

    struct Layers: View {
        @State var layers = [Layer(id: 1), Layer(id: 2, blend: "multiply")]
        var body: some View {
            Picker("Blend", sources: $layers, selection: \.blend) {
                Text("Normal").tag("normal")
                Text("Multiply").tag("multiply")
            }
            Text(layers.map(\.blend).joined(separator: " "))
        }
    }

    @Test func aPickerOverSources_marksEachSourcesValue_andSetsThemAll() throws {
        let host = ViewHost(Layers())
        #expect(host.render() == "Blend: (*) Normal (*) Multiply\nnormal multiply")

        try host.select("Multiply", in: "Blend")

        #expect(host.render() == "Blend: ( ) Normal (*) Multiply\nmultiply multiply")
    }
}
