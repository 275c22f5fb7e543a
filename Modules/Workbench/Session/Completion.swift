import Catalog
import TextUI

/// What completion knows when it asks a command for candidates: the session, which argument is
/// being completed (1 = the first) and the arguments before it.
@MainActor
struct CompletionContext {
    let session: WorkbenchSession
    let position: Int
    let previous: [String]
    /// The part of the argument typed so far.
    let prefix: String
}

/// What Tab offers: the word being completed starts at `start` (a character offset in the line)
/// and may become any of `candidates`.
public struct CompletionResult: Equatable, Sendable {
    /// Where the word being completed starts.
    public let start: Int
    /// What it may become (quoted when it holds spaces).
    public let candidates: [String]
    /// The candidates that can go on (a path to an array or an object, `NAME=`): completing one
    /// adds no space, so the next step can be typed at once.
    public var continuing: Set<String> = []

    /// The text that replaces the word when `candidate` is the only one: the candidate, and a
    /// space unless it can go on.
    ///
    /// - Parameter candidate: One of ``candidates``.
    /// - Returns: `candidate` followed by a space, or `candidate` alone when it is in ``continuing``.
    public func completion(of candidate: String) -> String {
        continuing.contains(candidate) ? candidate : candidate + " "
    }
}

extension WorkbenchSession {
    /// Completions for `line` (the text before the cursor): commands, component names, binding
    /// and state paths (nested ones too), control labels, picker options, dependency choices.
    ///
    /// - Parameter line: The text before the cursor.
    /// - Returns: Where the word being completed starts and its candidates (those starting with what is typed,
    ///   quoted when they hold spaces, sorted, without duplicates).
    public func completions(for line: String) -> CompletionResult {
        let words = CompletionWords(line)
        let prefix = words.current
        let offered: [String]
        if words.index == 0 {
            offered = CommandTable.all.map(\.name)
        } else if let definition = CommandTable.named(words.first) {
            offered = definition.complete(
                CompletionContext(session: self, position: words.index, previous: words.previous, prefix: prefix)
            )
            .filter { !$0.isEmpty }
        } else {
            offered = []
        }
        let matching = offered.filter { $0.hasPrefix(prefix) }
        let quoted = matching.map(ArgumentText.written)
        var continuing: Set<String> = []
        if words.index > 0, let definition = CommandTable.named(words.first), Set(matching).count == 1 {
            let context = CompletionContext(
                session: self, position: words.index, previous: words.previous, prefix: prefix)
            for candidate in Set(matching) where definition.continues(candidate, in: context) {
                continuing.insert(ArgumentText.written(candidate))
            }
        }
        return CompletionResult(start: words.start, candidates: Array(Set(quoted)).sorted(), continuing: continuing)
    }

    /// The binding names of the component named `componentName` (for `mount NAME BINDING=`).
    func bindingNames(ofComponent componentName: String?) -> [String] {
        guard let componentName, let component = components.first(where: { $0.name == componentName }) else {
            return []
        }
        return component.bindings().map(\.name)
    }

    /// The mounted component's controls, in order.
    func controls() -> [ControlInfo] {
        mounted?.controls() ?? []
    }

    /// The labels of the mounted component's controls of `kind`.
    func controlLabels(_ kind: ControlKind) -> [String] {
        controls().filter { $0.kind == kind }.map(\.label)
    }

    /// The options of the picker labelled `label`.
    func pickerOptions(_ label: String) -> [String] {
        controls().first { $0.kind == .picker && $0.label == label }?.options ?? []
    }

    /// The texts of the rows `delete` can delete.
    func deletableRows() -> [String] {
        mounted?.deletableRows() ?? []
    }

    /// The rows of the mounted component with swipe actions on `edge`.
    func swipeableRows(edge: HorizontalEdge) -> [String] {
        mounted?.swipeableRows(edge: edge) ?? []
    }

    /// True when `path` leads to an array or an object, so a completion of it can go on.
    func pathContinues(_ path: String) -> Bool {
        mount.map { $0.isMounted && $0.values.pathContinues(path) } ?? false
    }

    /// Root names, or the next steps below the part of the path already typed.
    func pathCandidates(_ prefix: String) -> [String] {
        guard let mount, mount.isMounted else { return [] }
        return mount.values.pathCandidates(prefix)
    }
}

/// The words of a partial line, for completion, read as the scanner reads a line (see
/// ``ArgumentText``: quotes and escapes undone), but without failing on a line that stops inside a
/// word: which word the cursor is in, what it holds so far, and where it starts.
struct CompletionWords {
    private(set) var words: [String] = []
    private(set) var start = 0

    init(_ line: String) {
        let scalars = Array(line.unicodeScalars)
        var position = 0
        while true {
            while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
            let wordStart = position
            guard position < scalars.count else {
                words.append("")
                start = String(String.UnicodeScalarView(scalars[..<wordStart])).count
                return
            }
            let word = ArgumentText.readTyped(scalars, at: &position)
            position = max(position, wordStart + 1)
            guard position < scalars.count else {
                words.append(word)
                start = String(String.UnicodeScalarView(scalars[..<wordStart])).count
                return
            }
            words.append(word)
        }
    }

    /// The index of the word being completed.
    var index: Int { words.count - 1 }
    /// The word being completed (so far), its quotes and escapes undone.
    var current: String { words.last ?? "" }
    /// The command word.
    var first: String { words.first ?? "" }
    /// The arguments before the word being completed, their quotes and escapes undone.
    var previous: [String] { Array(words.dropFirst().dropLast()) }
}
