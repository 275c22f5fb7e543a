import Foundation
import Testing
import TextUI

@MainActor
@Suite struct PresentationTests {
    struct DeleteScreen: View {
        @State var showsAlert = false
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button("Delete") { showsAlert = true }
                Text(log.joined(separator: ","))
            }
            .alert("Delete film?", isPresented: $showsAlert) {
                Button("Delete", role: .destructive) { log.append("deleted") }
                Button("Cancel", role: .cancel) { log.append("cancelled") }
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func alert_rendersOnlyWhilePresented() throws {
        let host = ViewHost(DeleteScreen())
        #expect(host.render() == "[ Delete ]\n")

        try host.tap("Delete")

        #expect(
            host.render() == """
                [ Delete ]

                ━━ Alert: Delete film? ━━
                This cannot be undone.
                [ Delete ] [ Cancel ]
                """
        )
    }

    @Test func tappingAnAlertButton_dismissesIt_andRunsItsAction() throws {
        let host = ViewHost(DeleteScreen())
        try host.tap("Delete")

        try host.tap("Cancel")

        #expect(host.render() == "[ Delete ]\ncancelled")
    }

    @Test func presentedAlert_coversItsContent() throws {
        let host = ViewHost(DeleteScreen())
        try host.tap("Delete")

        #expect(host.controls().map(\.label) == ["Delete", "Cancel"])
        try host.tap("Delete")
        #expect(host.render() == "[ Delete ]\ndeleted")
    }

    @Test func alertWithoutActions_hasAnOKButton() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Text(shown ? "shown" : "gone").alert("Saved", isPresented: $shown) {}
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render() == "shown\n━━ Alert: Saved ━━\n[ OK ]")
        try host.tap("OK")
        #expect(host.render() == "gone")
    }

    @Test func alertPresentingData_andAnError() throws {
        struct Failure: LocalizedError {
            var errorDescription: String? { "Could not load" }
        }
        struct Screen: View {
            @State var film: String? = "Alien"
            @State var showsFilm = true
            @State var showsError = true
            var body: some View {
                VStack {
                    Text("films")
                        .alert("Film", isPresented: $showsFilm, presenting: film) { film in
                            Button("Open \(film)") {}
                        }
                    Text("errors")
                        .alert(isPresented: $showsError, error: Failure()) {
                            Button("Retry") {}
                        }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(
            host.render() == """
                films
                ━━ Alert: Film ━━
                [ Open Alien ]
                errors
                ━━ Alert: Could not load ━━
                [ Retry ]
                """
        )
    }

    @Test func confirmationDialog_listsItsButtonsOneBelowAnother() throws {
        struct Screen: View {
            @State var asks = true
            @State var choice = ""
            var body: some View {
                Text("choice: \(choice)")
                    .confirmationDialog("Sort by", isPresented: $asks, titleVisibility: .visible) {
                        Button("Title") { choice = "title" }
                        Button("Year") { choice = "year" }
                    }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render() == "choice: \n━━ Dialog: Sort by ━━\n[ Title ]\n[ Year ]")

        try host.tap("Year")

        #expect(host.render() == "choice: year")
    }

    @Test func confirmationDialog_withAHiddenTitle() {
        let host = ViewHost(
            Text("x").confirmationDialog("Hidden", isPresented: .constant(true), titleVisibility: .hidden) {
                Button("Go") {}
            }
        )
        #expect(host.render() == "x\n━━ Dialog ━━\n[ Go ]")
    }

    struct Editor: View {
        @Environment(\.dismiss) var dismiss
        @Environment(\.isPresented) var isPresented
        @State var draft = ""
        var body: some View {
            VStack {
                TextField("Title", text: $draft)
                Button("Done") { dismiss() }
                Text("presented: \(isPresented)")
            }
        }
    }

    struct Library: View {
        @State var editing = false
        @State var dismissals = 0
        var body: some View {
            VStack {
                Button("Edit") { editing = true }
                Text("dismissed \(dismissals)")
            }
            .sheet(isPresented: $editing, onDismiss: { dismissals += 1 }) {
                Editor()
            }
        }
    }

    @Test func sheet_rendersItsContentUnderAHeader_whilePresented() throws {
        let host = ViewHost(Library())
        #expect(host.render() == "[ Edit ]\ndismissed 0")

        try host.tap("Edit")

        #expect(
            host.render() == """
                [ Edit ]
                dismissed 0
                ━━ Sheet ━━
                Title: []
                [ Done ]
                presented: true
                """
        )
    }

    @Test func dismissInsideASheet_closesIt_dropsItsState_andRunsOnDismiss() throws {
        let host = ViewHost(Library())
        try host.tap("Edit")
        try host.type("draft", into: "Title")

        try host.tap("Done")

        #expect(host.render() == "[ Edit ]\ndismissed 1")
        try host.tap("Edit")
        #expect(host.render().contains("Title: []"))
    }

    @Test func sheetForAnItem_presentsANewSheetForAnotherItem() throws {
        struct Film: Identifiable {
            let id: Int
            let title: String
        }
        struct Screen: View {
            @State var selected: Film?
            var body: some View {
                VStack {
                    Button("Alien") { selected = Film(id: 1, title: "Alien") }
                    Button("Heat") { selected = Film(id: 2, title: "Heat") }
                }
                .sheet(item: $selected) { film in
                    VStack {
                        Text(film.title)
                        PresentationTests.Editor()
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Alien")
        try host.type("notes", into: "Title")
        #expect(host.render().contains("Alien\nTitle: [notes]"))

        try host.setState("Screen.selected", to: Optional(Film(id: 2, title: "Heat")) as Any)

        #expect(host.render().contains("Heat\nTitle: []"))
        try host.tap("Done")
        #expect(host.render() == "[ Alien ]\n[ Heat ]")
    }

    @Test func dismissOutsideAPresentation_doesNothing() throws {
        let host = ViewHost(Editor())
        try host.tap("Done")
        #expect(host.render().hasSuffix("presented: false"))
    }
}
