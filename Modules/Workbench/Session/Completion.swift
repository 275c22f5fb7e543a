import Catalog
import TextUI

/// What Tab offers: the word being completed starts at `start` (a character offset in the line)
/// and may become any of `candidates`.
public struct CompletionResult: Equatable, Sendable {
    /// Where the word being completed starts.
    public let start: Int
    /// What it may become (quoted when it holds spaces).
    public let candidates: [String]
}

extension WorkbenchSession {
    /// Completions for `line` (the text before the cursor): commands, component names, binding
    /// and state paths (nested ones too), control labels, picker options, dependency choices.
    public func completions(for line: String) -> CompletionResult {
        let words = CompletionWords(line)
        let prefix = words.current
        let offered: [String]
        switch words.index {
        case 0:
            offered = CommandSpec.all.map(\.name)
        default:
            offered = argumentCandidates(
                command: words.first, position: words.index, previous: words.previous, prefix: prefix)
        }
        let matching = offered.filter { $0.hasPrefix(prefix.hasPrefix("\"") ? String(prefix.dropFirst()) : prefix) }
        let quoted = matching.map(ArgumentText.written)
        return CompletionResult(start: words.start, candidates: Array(Set(quoted)).sorted())
    }

    private func argumentCandidates(command: String, position: Int, previous: [String], prefix: String) -> [String] {
        switch (command, position) {
        case ("mount", 1):
            return components.map(\.name)
        case ("mount", _):
            return mountedBindingNames(for: previous.first).map { $0 + "=" }
        case ("get", 1), ("set", 1):
            return pathCandidates(prefix)
        case ("tap", 1): return labels(.button)
        case ("toggle", 1): return labels(.toggle)
        case ("type", 1): return labels(.textField)
        case ("select", 1): return labels(.picker)
        case ("select", 2):
            let picker = previous.count > 0 ? Self.unquote(previous[0]) : ""
            return controls().first { $0.kind == .picker && $0.label == picker }?.options ?? []
        case ("use", 1):
            return mounted?.component.dependencies.map(\.name) ?? []
        case ("use", 2):
            let name = previous.first ?? ""
            return mounted?.component.dependencies.first { $0.name == name }?.choices.map(\.name) ?? []
        case ("help", 1): return CommandSpec.all.map(\.name)
        case ("export", 1): return ["test"]
        case ("export", 2): return ["--force"]
        case ("render", 1): return ["all"]
        case ("display", 1): return Command.DisplayMode.allCases.map(\.rawValue)
        default: return []
        }
    }

    private func mountedBindingNames(for componentName: String?) -> [String] {
        guard let componentName, let component = components.first(where: { $0.name == componentName }) else {
            return []
        }
        return component.bindings().map(\.name)
    }

    private func controls() -> [ControlInfo] {
        mounted?.host.isMounted == true ? mounted?.host.controls() ?? [] : []
    }

    private func labels(_ kind: ControlKind) -> [String] {
        controls().filter { $0.kind == kind }.map(\.label)
    }

    /// Root names, or the next steps below the part of the path already typed.
    private func pathCandidates(_ prefix: String) -> [String] {
        guard let component = mounted, component.host.isMounted else { return [] }
        let roots = component.bindings.map(\.name) + visibleStateSlots(component).map(\.displayPath)
        guard let cut = prefix.lastIndex(where: { $0 == "." || $0 == "[" }) else { return roots }
        let base = String(prefix[..<cut])
        guard let path = try? ValuePath.parse(base), let root = try? resolveRoot(path.root, in: component),
            let value = try? path.value(in: json(of: root, in: component))
        else { return [] }
        switch value {
        case .array(let elements):
            return elements.indices.prefix(1000).map { path.appending(.index($0)).description }
        case .object(let members):
            return members.map { path.appending(.key($0.key)).description }
        default:
            return []
        }
    }

    /// A word as the scanner reads it (quotes and escapes removed); the text itself when it does
    /// not read as one word.
    static func unquote(_ text: String) -> String {
        var scanner = CommandScanner(text)
        guard let word = try? scanner.word() else { return text }
        return word
    }
}

/// The words of a partial line, for completion: which word the cursor is in and where it starts.
struct CompletionWords {
    private(set) var words: [String] = []
    private(set) var start = 0

    init(_ line: String) {
        var current = ""
        var inQuotes = false
        var offset = 0
        var wordStart = 0
        for character in line {
            if character == "\"" { inQuotes.toggle() }
            if character == " ", !inQuotes {
                if !current.isEmpty { words.append(current) }
                current = ""
                wordStart = offset + 1
            } else {
                current.append(character)
            }
            offset += 1
        }
        words.append(current)
        start = wordStart
    }

    /// The index of the word being completed.
    var index: Int { words.count - 1 }
    /// The word being completed (so far).
    var current: String { words.last ?? "" }
    /// The command word.
    var first: String { words.first ?? "" }
    /// The arguments before the word being completed.
    var previous: [String] { Array(words.dropFirst().dropLast()) }
}
