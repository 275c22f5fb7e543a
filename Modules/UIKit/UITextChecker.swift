/// Checks spelling against a word list bundled with this module (about 1,500 common English words
/// and irregular forms), so results are the same on every machine. The rule: a word (a run of letters,
/// apostrophes inside it allowed) is spelled right when, in lower case, it is in the list, was
/// learned (`learnWord(_:)`) or ignored (`ignoreWord(_:)`), or is a listed word with an ending
/// `s`, `es`, `ies` (for `y`), `ed`, `d`, `ing` (dropping an `e` or doubling the last consonant),
/// `er`, `est`, `ly` or `'s`. Words in other languages, and English words outside the list, are
/// reported as misspelled: use `learnWord(_:)` for an app's own vocabulary.
@MainActor @preconcurrency
open class UITextChecker: NSObject {
    private static var learned: Set<String> = []
    private var ignored: Set<String> = []

    /// The languages checked: English only.
    public class var availableLanguages: [String] { ["en", "en_US"] }

    /// The first misspelled word in `range` of `stringToCheck` at or after `startingOffset` (and,
    /// with `wrapFlag`, before it), or a range at `NSNotFound` when there is none.
    ///
    /// - Parameters:
    ///   - stringToCheck: The text.
    ///   - range: The part of it to check (UTF-16 offsets).
    ///   - startingOffset: Where to start.
    ///   - wrapFlag: Whether to go on from the start of `range` after its end.
    ///   - language: The language (English is checked, whatever it says).
    /// - Returns: The misspelled word's range, or one whose location is `NSNotFound`.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let text = stringToCheck as NSString
        let limit = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        let start = max(startingOffset, limit.location)
        let words = Self.words(in: text, range: limit)
        let misspelled = words.filter { !isKnown(text.substring(with: $0)) }
        if let found = misspelled.first(where: { $0.location >= start }) { return found }
        if wrapFlag, let found = misspelled.first { return found }
        return NSRange(location: NSNotFound, length: 0)
    }

    /// Known words close to the word at `range`: those one letter away (a letter added, removed,
    /// changed or two swapped), then two away, in the list's order; nil when there are none.
    ///
    /// - Parameters:
    ///   - range: The word's range.
    ///   - string: The text.
    ///   - language: The language (English).
    /// - Returns: Up to ten guesses, or nil.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let text = string as NSString
        guard NSMaxRange(range) <= text.length else { return nil }
        let word = text.substring(with: range).lowercased()
        let close = CheckerWords.list.lazy.map(String.init).filter { Self.distance($0, word, atMost: 1) == 1 }
        let further = CheckerWords.list.lazy.map(String.init).filter { Self.distance($0, word, atMost: 2) == 2 }
        let guesses = Array((Array(close) + Array(further)).prefix(10))
        return guesses.isEmpty ? nil : guesses
    }

    /// Known words that start with the partial word at `range`, in the list's order; nil when there
    /// are none.
    ///
    /// - Parameters:
    ///   - range: The partial word's range.
    ///   - string: The text.
    ///   - language: The language (English).
    /// - Returns: Up to ten completions, or nil.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let text = string as NSString
        guard NSMaxRange(range) <= text.length, range.length > 0 else { return nil }
        let prefix = text.substring(with: range).lowercased()
        let found = (CheckerWords.list.map(String.init) + Self.learned.sorted())
            .filter { $0.hasPrefix(prefix) && $0 != prefix }
        let completions = Array(found.prefix(10))
        return completions.isEmpty ? nil : completions
    }

    /// Adds `word` to the words every checker knows (for the process).
    ///
    /// - Parameter word: The word.
    open class func learnWord(_ word: String) {
        learned.insert(word.lowercased())
    }

    /// Removes a learned word.
    ///
    /// - Parameter word: The word.
    open class func unlearnWord(_ word: String) {
        learned.remove(word.lowercased())
    }

    /// Whether `word` was learned.
    ///
    /// - Parameter word: The word.
    /// - Returns: Whether it was learned.
    open class func hasLearnedWord(_ word: String) -> Bool {
        learned.contains(word.lowercased())
    }

    /// Makes this checker accept `word`.
    ///
    /// - Parameter word: The word.
    open func ignoreWord(_ word: String) {
        ignored.insert(word.lowercased())
    }

    /// The words this checker accepts besides its list; setting replaces them.
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored.sorted() }
        set { ignored = Set((newValue ?? []).map { $0.lowercased() }) }
    }

    private func isKnown(_ word: String) -> Bool {
        let word = word.lowercased()
        return ignored.contains(word) || Self.learned.contains(word) || Self.isKnownWord(word)
    }

    /// Whether `word` (lower case) is listed or a listed word with a regular ending.
    static func isKnownWord(_ word: String) -> Bool {
        if CheckerWords.set.contains(word) { return true }
        for ending in ["'s", "s", "es", "ed", "d", "ing", "er", "est", "ly"] where word.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            guard stem.count >= 2 else { continue }
            if CheckerWords.set.contains(stem) { return true }
            if ["ing", "ed", "er", "est"].contains(ending) {
                if CheckerWords.set.contains(stem + "e") { return true }
                if let last = stem.last, stem.dropLast().last == last,
                    CheckerWords.set.contains(String(stem.dropLast()))
                {
                    return true
                }
            }
        }
        if word.hasSuffix("ies"), CheckerWords.set.contains(String(word.dropLast(3)) + "y") { return true }
        if word.hasSuffix("ied"), CheckerWords.set.contains(String(word.dropLast(3)) + "y") { return true }
        return false
    }

    /// The ranges of the words (runs of letters, apostrophes inside allowed) in `range` of `text`.
    private static func words(in text: NSString, range: NSRange) -> [NSRange] {
        var words: [NSRange] = []
        var start: Int?
        let letters = CharacterSet.letters
        for index in range.location..<NSMaxRange(range) {
            let unit = text.character(at: index)
            let isLetter = UnicodeScalar(unit).map { letters.contains($0) } ?? true
            let isInnerApostrophe =
                (unit == 0x27 || unit == 0x2019) && start != nil && index + 1 < NSMaxRange(range)
                && (UnicodeScalar(text.character(at: index + 1)).map { letters.contains($0) } ?? false)
            if isLetter || isInnerApostrophe {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(NSRange(location: wordStart, length: index - wordStart))
                start = nil
            }
        }
        if let wordStart = start { words.append(NSRange(location: wordStart, length: NSMaxRange(range) - wordStart)) }
        return words
    }

    /// The edit distance (insertions, deletions, substitutions, adjacent swaps) between `a` and
    /// `b`, or `limit + 1` once it is known to be larger than `limit`.
    static func distance(_ a: String, _ b: String, atMost limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous2 = previous
            previous = current
        }
        return min(previous[b.count], limit + 1)
    }
}
