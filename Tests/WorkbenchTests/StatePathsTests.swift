import Testing

@testable import Workbench

/// A state's path as people read it: from the mounted component down, the component's own key
/// dropped; paths that do not run through the workbench's root are shown as they are.
@Suite struct StatePathsTests {
    @Test(arguments: [
        ("ComponentRoot/ComponentContent/AnyView/MovieBrowserComposer.movies", "MovieBrowserComposer.movies"),
        ("ComponentRoot/ComponentContent[0]/AnyView/Counter[2].count", "Counter.count"),
        ("ComponentRoot/ComponentContent/AnyView/Shelf/VStack/Row[3].done", "Shelf/VStack/Row[3].done"),
        ("ComponentRoot/ComponentContent/AnyView/Shelf[1]/Row[3].done", "Shelf/Row[3].done"),
        ("ComponentRoot/ComponentContent/MadeOnce/AnyView/Preview.books", "Preview.books"),
        ("ComponentRoot/ComponentContent/MadeOnce[0].made", "ComponentRoot/ComponentContent/MadeOnce[0].made"),
        ("ComponentRoot/ComponentContent/VStack/Counter.count", "ComponentRoot/ComponentContent/VStack/Counter.count"),
        ("App/AnyView/Counter.count", "Counter.count"),
        ("AnyView/Counter.count", "Counter.count"),
        ("Counter.count", "Counter.count"),
        ("ComponentRoot/ComponentContent/AnyView/Ünïcödé[1].wert", "Ünïcödé.wert"),
        ("ComponentRoot/ComponentContent/AnyView//Counter.count", "/Counter.count"),
        ("", ""),
    ])
    func display(path: String, shown: String) {
        #expect(StatePaths.display(path) == shown)
    }
}

/// The shortest path that tells a state apart from the others mounted, as a person writes it.
@Suite struct ShortestStatePathsTests {
    @Test func aStateIsNamedByItsViewAndName_withKeysAndEnclosingViewsOnlyWhereTheyTellItApart() {
        let paths = [
            "Journal/TaskContent/NavigationStack[0]/PresentationContent[0]/AddEntryView[0].title",
            "Journal/TaskContent/NavigationStack[0]/JournalView.query",
            "Journal/List/Row[1].done",
            "Journal/List/Row[2].done",
            "Left/Panel.open",
            "Right/Panel.open",
            "Journal/List/Row[1].done",
        ]

        #expect(
            StatePaths.shortest(paths) == [
                "AddEntryView.title", "JournalView.query", "Journal/List/Row[1].done", "Row[2].done",
                "Left/Panel.open", "Right/Panel.open", "Journal/List/Row[1].done",
            ])
    }
}
