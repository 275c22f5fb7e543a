import Foundation
import Testing

@testable import TextUITesting

/// Each snapshot has a file of its own: different names (of snapshots, and of tests) never share a
/// file, and plain names keep the file names they always had.
@Suite struct SnapshotFileNameTests {
    private let testFile = URL(fileURLWithPath: "/project/Tests/AppTests/ScreenTests.swift")

    private func fileName(test: String = "screen()", named name: String?) -> String {
        FileSnapshot.location(named: name, test: test, testFile: testFile).lastPathComponent
    }

    @Test func namesThatDifferAfterAParenthesis_getFilesOfTheirOwn() {
        #expect(fileName(named: "Dark mode (large)") != fileName(named: "Dark mode (small)"))
    }

    @Test func plainNames_keepTheirFileNames() {
        #expect(
            fileName(test: "aFailedReload_keepsTheMoviesShown()", named: nil)
                == "aFailedReload_keepsTheMoviesShown.1.txt")
        #expect(fileName(test: "testDetail()", named: "dark-mode_2") == "testDetail.dark-mode_2.txt")
        #expect(fileName(test: "écran()", named: "thème") == "écran.thème.txt")
    }

    @Test func readableNames_stayReadable() {
        #expect(fileName(named: "Dark mode (large)") == "screen.Dark mode (large).txt")
    }

    @Test func hostileNames_neverShareAFile_andAreSafeFileNames() {
        let names = [
            "a/b", "a_b", "a b", "a.b", "a%2Fb", "a%b", "a:b", "a\\b", "a\u{1B}b", "a\nb", "a\u{202E}b", "..", ".",
            "", "1", "01", "%31", "a*b", "a?b", "<a>", "\"a\"", "a|b", "~a", String(repeating: "x", count: 300),
            String(repeating: "x", count: 299) + "y", String(repeating: "é", count: 200),
        ]
        let files = names.map { fileName(named: $0) }
        #expect(Set(files).count == names.count, "\(files)")
        // The numbered snapshots of the test are not any named one's.
        #expect(!files.contains(fileName(named: nil)))
        for file in files {
            #expect(!file.contains("/") && file.utf8.count <= 255, "\(file)")
            #expect(!file.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{202E}" })
        }
    }

    @Test func testsWhoseNamesDifferInTheirParameters_getFilesOfTheirOwn() {
        #expect(fileName(test: "row(title:)", named: "a") != fileName(test: "row(subtitle:)", named: "a"))
        #expect(fileName(test: "row()", named: "a") != fileName(test: "row(_:)", named: "a"))
    }
}
