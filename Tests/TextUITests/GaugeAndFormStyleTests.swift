import Testing
import TextUI

/// Gauge and form styles draw their views through `makeBody(configuration:)`
/// (developer.apple.com/documentation/swiftui/gaugestyle: "to configure the style for all the gauges
/// in a view hierarchy, use the gaugeStyle(_:) modifier"; .../formstyle/makebody(configuration:)),
/// and `Gauge(configuration)` / `Form(configuration)` in a body draw them as the next style out does.
@MainActor
@Suite struct GaugeAndFormStyleTests {
    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int(configuration.value * 100))/100")
                if let current = configuration.currentValueLabel { current }
            }
        }
    }

    struct Framed: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(">")
                Gauge(configuration)
            }
        }
    }

    struct Titled: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("== Settings ==")
                Form(configuration)
            }
        }
    }

    @Test func aGaugeStyle_drawsTheGaugeFromItsConfiguration() {
        let gauge = Gauge(value: 30.0, in: 0...120) {
            Text("Speed")
        } currentValueLabel: {
            Text("30 km/h")
        }
        #expect(ViewHost(gauge.gaugeStyle(Percent())).render() == "Speed 25/100 30 km/h")
        #expect(ViewHost(gauge.gaugeStyle(Framed())).render() == "> Speed [###-------] 30 km/h")
        #expect(
            ViewHost(gauge.gaugeStyle(Framed()).gaugeStyle(.accessoryLinear)).render() == "> Speed [###-------] 30 km/h"
        )
        #expect(ViewHost(gauge.gaugeStyle(.linearCapacity)).render() == "Speed [###-------] 30 km/h")
    }

    @Test func aFormStyle_drawsTheFormFromItsConfiguration() {
        let form = Form {
            Text("Name")
            Text("Email")
        }
        #expect(ViewHost(form).render() == ViewHost(form.formStyle(.grouped)).render())
        let plain = ViewHost(form).render()
        #expect(ViewHost(form.formStyle(Titled())).render() == "== Settings ==\n" + plain)
    }
}
