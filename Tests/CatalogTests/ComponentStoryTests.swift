import Catalog
import Testing
import TextUI

/// A story is mounted by its key, its name without spaces or punctuation, each word capitalized;
/// its name and any letter case find it too.
@Suite struct ComponentStoryTests {
    @Test(arguments: [
        ("Long titles", "LongTitles"), ("10,000 rows", "10000Rows"), ("Error", "Error"), ("dark mode", "DarkMode"),
        ("  ", "Story"), ("à la carte", "ÀLaCarte"),
    ])
    func theKey_joinsTheNamesWordsCapitalized(name: String, key: String) {
        #expect(ComponentStory(name, summary: "").key == key)
    }

    @MainActor
    @Test func aStoryIsFound_byKeyNameOrAnyCase_andAMissingOneListsTheKeys() throws {
        let component = ComponentDescriptor(
            "Shelf", summary: "",
            stories: [ComponentStory("Long titles", summary: ""), ComponentStory("Empty", summary: "")]
        ) { _ in EmptyView() }
        #expect(try component.story(named: "LongTitles").name == "Long titles")
        #expect(try component.story(named: "long titles").name == "Long titles")
        #expect(try component.story(named: "EMPTY").name == "Empty")
        #expect(throws: CatalogError.unknownStory("Full", component: "Shelf", available: ["LongTitles", "Empty"])) {
            try component.story(named: "Full")
        }
    }
}
