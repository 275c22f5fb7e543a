import Catalog
import Testing
import TextUI

@testable import Workbench

/// `swipe ROW [leading] [fully]` swipes a list row as a person does: its swipe actions show, to be
/// tapped by their labels (in the row); a full swipe runs the first. It is completed, replayed and
/// exported as the host call a test makes.
@MainActor
@Suite struct SwipeCommandTests {
    struct Inbox: View {
        @State var mails = ["Hi", "Invoice"]
        @State var pinned: [String] = []
        var body: some View {
            VStack {
                List {
                    ForEach(mails, id: \.self) { mail in
                        Text(mail)
                            .swipeActions { Button("Archive") { mails.removeAll { $0 == mail } } }
                            .swipeActions(edge: .leading) { Button("Pin") { pinned.append(mail) } }
                    }
                }
                Text("pinned \(pinned.joined(separator: ", "))")
            }
        }
    }

    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Mail",
            components: [
                ComponentDescriptor(
                    "Inbox", summary: "rows with swipe actions",
                    source: ComponentSource(imports: [], expression: "Inbox()")
                ) { _ in Inbox() }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount Inbox")
        return harness
    }

    @Test func swipe_showsTheRowsActions_toBeTappedInTheRow() async {
        let harness = await makeSUT()

        #expect(await harness.run("swipe Invoice leading") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("[ Pin ] › Invoice"), "\(harness.lastOutput)")
        #expect(await harness.run("tap Pin in Invoice") == .succeeded, "\(harness.errors)")
        #expect(harness.lastOutput.contains("pinned Invoice"), "\(harness.lastOutput)")
    }

    @Test func tappingASwipeActionThatDoesNotShowYet_saysHowToShowIt() async {
        let harness = await makeSUT()

        #expect(await harness.run("tap Pin in Invoice") == .failed)

        #expect(
            harness.lastError.hasSuffix(
                #"the row's swipe actions show once it is swiped: swipe Invoice, or swipe Invoice leading"#),
            "\(harness.errors)")
    }

    @Test func aFullSwipe_runsTheFirstAction() async {
        let harness = await makeSUT()

        #expect(await harness.run("swipe Hi fully") == .succeeded, "\(harness.errors)")

        #expect(await harness.printed("render").hasPrefix("Invoice\n"))
    }

    @Test func swipe_isCompleted_replayed_andExported() async {
        let harness = await makeSUT()
        func candidates(_ line: String) -> [String] { harness.session.completions(for: line).candidates }
        #expect(candidates("swipe ") == ["Hi", "Invoice"])
        #expect(candidates("swipe Hi leading ") == ["fully", "trailing"], "sorted, without what was typed")

        await harness.run("swipe Invoice leading")
        await harness.run("tap Pin in Invoice")
        await harness.run("swipe Hi fully")

        #expect(
            Array(harness.session.resumeCommands().suffix(3)) == [
                "swipe Invoice leading", "tap Pin in Invoice", "swipe Hi fully",
            ])
        let exported = await harness.printed("export test")
        #expect(exported.contains(#"try host.swipe("Invoice", edge: .leading)"#), "\(exported)")
        #expect(exported.contains(#"try host.swipe("Hi", fully: true)"#), "\(exported)")
    }

    @Test func aWordSwipeDoesNotKnow_orARowNoneShows_isOneClearError() async {
        let harness = await makeSUT()

        #expect(await harness.run("swipe Hi sideways") == .failed)
        #expect(harness.lastError.contains(#"expected leading, trailing or fully, found "sideways""#))
        #expect(await harness.run("swipe Nope") == .failed)
        #expect(harness.lastError.contains(#""Hi", "Invoice""#), "\(harness.errors)")
    }
}
