import Foundation
import Testing
import UIKit

/// UITextChecker over its bundled word list, as word games use it.
@MainActor
@Suite struct UITextCheckerTests {
    func misspelled(_ text: String, _ checker: UITextChecker = UITextChecker()) -> String? {
        let range = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "en")
        return range.location == NSNotFound ? nil : (text as NSString).substring(with: range)
    }

    @Test func realWords_passAndOthersAreFound() {
        #expect(misspelled("silk") == nil)
        #expect(misspelled("The cat sat on the mat") == nil)
        #expect(misspelled("The cat sat on the mta") == "mta")
        #expect(misspelled("qzx") == "qzx")
    }

    @Test func inflectedForms_ofListedWords_pass() {
        #expect(misspelled("cats dogs boxes carried running baked bigger quickly") == nil)
        #expect(misspelled("worms") == nil)
    }

    @Test func theSearchStartsAtTheOffset_andWraps() {
        let checker = UITextChecker()
        let text = "xqz good zzq"
        let after = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: 12), startingAt: 5, wrap: false, language: "en")
        #expect(after == NSRange(location: 9, length: 3))
        let none = checker.rangeOfMisspelledWord(
            in: "xqz good", range: NSRange(location: 0, length: 8), startingAt: 4, wrap: false, language: "en")
        #expect(none.location == NSNotFound)
        let wrapped = checker.rangeOfMisspelledWord(
            in: "xqz good", range: NSRange(location: 0, length: 8), startingAt: 4, wrap: true, language: "en")
        #expect(wrapped == NSRange(location: 0, length: 3))
    }

    @Test func guessesAndCompletions_comeFromTheList() {
        let checker = UITextChecker()
        let guesses = checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "hous", language: "en")
        #expect(guesses?.prefix(2).sorted() == ["hour", "house"])
        let completions = checker.completions(
            forPartialWordRange: NSRange(location: 0, length: 3), in: "bre", language: "en")
        #expect(completions?.contains("bread") == true)
        #expect(completions?.contains("break") == true)
    }

    @Test func learnedAndIgnoredWords_pass() {
        let checker = UITextChecker()
        #expect(misspelled("swiftui", checker) == "swiftui")
        checker.ignoreWord("SwiftUI")
        #expect(misspelled("swiftui", checker) == nil)
        #expect(misspelled("swiftui") == "swiftui")
        UITextChecker.learnWord("Combine")
        #expect(UITextChecker.hasLearnedWord("combine"))
        #expect(misspelled("combine") == nil)
        UITextChecker.unlearnWord("Combine")
        #expect(misspelled("combine") == "combine")
    }
}
