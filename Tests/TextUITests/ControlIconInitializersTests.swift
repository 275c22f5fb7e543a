import Foundation
import Testing
import TextUI

/// Controls titled with an image of the asset catalog (`ImageResource`) or a system symbol render
/// and operate by their titles, as their plain-titled spellings do: the icon is the label's, and
/// SwiftUI's label styles show the title (https://developer.apple.com/documentation/swiftui/button/init(_:image:action:),
/// https://developer.apple.com/documentation/swiftui/picker/init(_:systemimage:selection:content:)).
@MainActor
@Suite struct ControlIconInitializersTests {
    static let disk = ImageResource(name: "disk", bundle: .main)

    struct Alarm {
        var isOn: Bool
        var tone: String
    }

    @Test func buttonsWithAnAssetImage_renderAndTapByTitle() throws {
        var taps: [String] = []
        let title = "Export"
        let host = ViewHost(
            VStack {
                Button("Save", image: Self.disk) { taps.append("save") }
                Button(title, image: Self.disk) { taps.append("export") }
                Button("Erase", image: Self.disk, role: .destructive) { taps.append("erase") }
                Button(title + " all", image: Self.disk, role: nil) { taps.append("all") }
            })
        #expect(host.render() == "[ Save ]\n[ Export ]\n[ Erase ]\n[ Export all ]")
        try host.tap("Save")
        try host.tap("Erase")
        try host.tap("Export all")
        #expect(taps == ["save", "erase", "all"])
    }

    @Test func togglesWithIcons_flipTheirBindings() throws {
        var isOn = false
        var alarms = [Alarm(isOn: true, tone: "a"), Alarm(isOn: true, tone: "b")]
        let on = Binding(get: { isOn }, set: { isOn = $0 })
        let sources = Binding(get: { alarms }, set: { alarms = $0 })
        let host = ViewHost(
            VStack {
                Toggle("Sync", image: Self.disk, isOn: on)
                Toggle("All alarms", systemImage: "alarm", sources: sources, isOn: \.isOn)
                Toggle(String("Every alarm"), image: Self.disk, sources: sources, isOn: \.isOn)
            })
        #expect(host.render() == "[ ] Sync\n[x] All alarms\n[x] Every alarm")
        try host.toggle("Sync")
        try host.toggle("All alarms")
        #expect(isOn && alarms.allSatisfy { !$0.isOn })
    }

    @Test func menusWithIcons_showTheirItems_orRunTheirPrimaryAction() throws {
        var taps: [String] = []
        let host = ViewHost(
            VStack {
                Menu("File", image: Self.disk) { Button("Open") { taps.append("open") } }
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy") {}
                } primaryAction: {
                    taps.append("share")
                }
                Menu(String("Save"), image: Self.disk) {
                    Button("As") {}
                } primaryAction: {
                    taps.append("save")
                }
            })
        #expect(host.render() == "[ File ▾ ]\n[ Share ▾ ]\n[ Save ▾ ]")
        try host.tap("Share")
        try host.tap("Save")
        try host.tap("File")
        try host.tap("Open")
        #expect(taps == ["share", "save", "open"])
    }

    @Test func pickersWithIcons_chooseByTitle() throws {
        var flavor = "vanilla"
        var alarms = [Alarm(isOn: true, tone: "a"), Alarm(isOn: false, tone: "a")]
        let selection = Binding(get: { flavor }, set: { flavor = $0 })
        let sources = Binding(get: { alarms }, set: { alarms = $0 })
        let host = ViewHost(
            VStack {
                Picker("Flavor", systemImage: "cup", selection: selection) {
                    Text("Vanilla").tag("vanilla")
                    Text("Mint").tag("mint")
                }
                Picker("Tone", image: Self.disk, sources: sources, selection: \.tone) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                }
            })
        #expect(host.render() == "Flavor: (*) Vanilla ( ) Mint\nTone: (*) A ( ) B")
        try host.select("Mint", in: "Flavor")
        try host.select("B", in: "Tone")
        #expect(flavor == "mint" && alarms.allSatisfy { $0.tone == "b" })
    }
}
