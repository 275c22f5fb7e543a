import SwiftUI
import Testing
import UIKit

/// SwiftUI content in UIKit cells and controllers, as UIKit code writes it for iOS: a
/// `UIHostingConfiguration` (https://developer.apple.com/documentation/swiftui/uihostingconfiguration)
/// keeps its SwiftUI content, and its content view keeps the configuration; a hosting controller
/// subclass answers UIKit's appearance questions with its overrides
/// (https://developer.apple.com/documentation/swiftui/uihostingcontroller).
@MainActor
@Suite struct HostingConfigurationTests {
    struct Row: View {
        let title: String
        var body: some View { Text("Row \(title)") }
    }

    @Test func aHostingConfiguration_keepsItsContent_throughItsContentView() throws {
        let configuration = UIHostingConfiguration { Row(title: "a") }
            .margins(.horizontal, 8)
            .minSize(height: 44)
        #expect(ViewHost(configuration.content).render() == "Row a")
        #expect(ViewHost(configuration.background(Color.blue).content).render() == "Row a")

        let view = configuration.makeContentView()
        let shown = try #require(view.configuration as? UIHostingConfiguration<Row, EmptyView>)
        #expect(ViewHost(shown.content).render() == "Row a")

        let updated = configuration.updated(for: Selected())
        #expect(ViewHost(updated.content).render() == "Row a")
    }

    struct Selected: UIConfigurationState {}

    final class Immersive: UIHostingController<Row> {
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        var moves: [String] = []
        override func didMove(toParent parent: UIViewController?) { moves.append(parent == nil ? "out" : "in") }
    }

    @Test func aHostingControllerSubclass_answersWithItsOverrides() {
        let controller = Immersive(rootView: Row(title: "b"))
        let plain = UIHostingController(rootView: Row(title: "c"))
        #expect(controller.prefersStatusBarHidden && !plain.prefersStatusBarHidden)
        #expect(controller.preferredStatusBarStyle == .lightContent && plain.preferredStatusBarStyle == .default)
        #expect(controller.prefersHomeIndicatorAutoHidden)
        #expect(plain.childForStatusBarStyle == nil && plain.keyCommands == nil)

        controller.didMove(toParent: plain)
        controller.didMove(toParent: nil)

        #expect(controller.moves == ["in", "out"])
    }
}

/// Apple's paste button (https://developer.apple.com/documentation/swiftui/pastebutton): tapped,
/// it gives its action the pasteboard's values of its payload type.
@MainActor
@Suite struct PasteButtonTests {
    struct Notes: View {
        @State var pasted: [String] = []
        var body: some View {
            VStack {
                PasteButton(payloadType: String.self) { pasted += $0 }
                if !pasted.isEmpty { Text(pasted.joined(separator: ", ")) }
            }
        }
    }

    @Test func aPasteButton_pastesThePasteboardsValuesOfItsType() throws {
        let host = ViewHost(Notes())
        #expect(host.render() == "[ Paste ]")

        UIPasteboard.general.strings = ["milk", "eggs"]
        try host.tap("Paste")

        #expect(host.render() == "[ Paste ]\nmilk, eggs")
    }
}
