import Testing

@testable import Workbench

/// A long value is shown by its size, never cut mid-string; a short one as it is.
@Suite struct ShortValueTests {
    @Test func longValues_areShownByTheirSize() {
        let keys = (1...12).map { #""key\#($0)":"\#(String(repeating: "v", count: 10))""# }.joined(separator: ",")
        let items = "[" + (1...1000).map(String.init).joined(separator: ",") + "]"

        #expect(ShortValue.text("{\(keys)}") == "{12 keys}")
        #expect(ShortValue.text(items) == "[1,000 items]")
        #expect(ShortValue.text(items, typeName: "Array<Movie>") == "[1,000 movies]")
        #expect(ShortValue.text(#"[1,2]"#, typeName: "Array<Int>") == "[1,2]")
        #expect(ShortValue.count(1, of: "Array<Category>") == "1 category")
        #expect(ShortValue.count(3, of: "Array<Category>") == "3 categories")
    }
}
