import Testing
import TextUI

/// Labels show their titles; images show nothing and name the controls they label; unavailable
/// views show their title and description.
@MainActor
@Suite struct LabelAndImageTests {
    private func rendered(_ view: some View) -> String {
        ViewHost(view).render()
    }

    @Test func labels_showTheirTitles_whateverTheirIcon() {
        #expect(
            rendered(
                Label {
                    Text("Custom")
                } icon: {
                    Image(systemName: "star")
                }) == "Custom")
        #expect(rendered(Label("Inbox", systemImage: "tray")) == "Inbox")
        #expect(rendered(Label("Poster", image: "poster")) == "Poster")
        #expect(rendered(Label("Avatar", image: ImageResource(name: "avatar", bundle: .main))) == "Avatar")
    }

    @Test func imagesRenderNothing_andNameTheControlsTheyLabel() throws {
        var taps: [String] = []
        let host = ViewHost(
            VStack {
                Button {
                    taps.append("add")
                } label: {
                    Image("plus", label: Text("Add"))
                }
                Button {
                    taps.append("wifi")
                } label: {
                    Image(systemName: "wifi", variableValue: 0.5)
                }
                Button {
                    taps.append("avatar")
                } label: {
                    Image(ImageResource(name: "avatar", bundle: .main))
                }
                Button {
                    taps.append("level")
                } label: {
                    Image("level", variableValue: 0.2)
                }
            })

        try host.tap("Add")
        try host.tap("wifi")
        try host.tap("avatar")
        try host.tap("level")

        #expect(taps == ["add", "wifi", "avatar", "level"])
        #expect(host.render() == "[ Add ]\n[ wifi ]\n[ avatar ]\n[ level ]")
    }

    @Test func contentUnavailable_withAnImage_andForASearch() {
        #expect(
            rendered(ContentUnavailableView("No Photos", image: "photo", description: Text("Take one.")))
                == "No Photos\nTake one.")
        #expect(rendered(ContentUnavailableView.search) == "No Results\nCheck the spelling or try a new search.")
    }
}
