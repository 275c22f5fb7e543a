/// Finds the types a source file declares as conforming to some protocols, without compiling it:
/// what the `workbench` plugin uses to find a target's `PreviewProvider`s and
/// `ComponentCatalogProvider`s. A conformance counts when it is written in the declaration or an
/// extension (`struct Row_Previews: PreviewProvider`, `extension Shelf: ComponentCatalogProvider`),
/// at file scope or nested in types, under the qualified name code in the module reaches it by.
///
/// Types that code elsewhere in the module cannot reach are left out: `private` and `fileprivate`
/// ones, and types declared inside functions. Conformances inherited through another protocol or
/// a superclass are not seen, and `#if` is not evaluated.
public enum ConformanceScanner {
    /// A type found conforming to one of the protocols.
    public struct Conformance: Equatable, Sendable {
        /// The type's name as code in its module writes it: `Outer.Row_Previews`.
        public let typeName: String
        /// The protocol, as the scanner was asked for it (`PreviewProvider`).
        public let protocolName: String
    }

    /// The conformances to `protocols` (by simple name; a module-qualified spelling such as
    /// `SwiftUI.PreviewProvider` counts too) that `source` declares, in order.
    ///
    /// - Parameters:
    ///   - protocols: The protocols' names, e.g. `["PreviewProvider"]`.
    ///   - source: A Swift source file's text.
    /// - Returns: Each reachable type's conformance, in the order they are written.
    /// - Throws: ``SourceScanError`` when the text cannot be split into tokens (an unterminated string).
    public static func conformances(to protocols: Set<String>, in source: String) throws -> [Conformance] {
        var work = ScanWork(textLength: source.utf8.count)
        return try conformances(to: protocols, in: source, work: &work)
    }

    /// ``conformances(to:in:)``, counting the steps taken in `work` (one pass over the tokens: each
    /// is looked at a bounded number of times).
    package static func conformances(to protocols: Set<String>, in source: String, work: inout ScanWork) throws
        -> [Conformance]
    {
        let bytes = Array(source.utf8)
        let tokens = try SourceLexer.tokens(in: bytes, work: &work)
        func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        // The types whose braces are open or were: each one's name and the type it is nested in
        // (an index into this list), so a nested type's qualified name is built only when a
        // conformance needs it (its length counted as work: the names found are bounded too).
        var types: [(name: String, parent: Int?)] = []
        // Each open brace: the type it opens (an index into `types`; nil for any other brace), and
        // whether types declared right in it are reachable (every enclosing brace opens a type, and
        // each of those is reachable).
        var scopes: [(type: Int?, reachable: Bool)] = []
        var pendingType: (name: String, parent: Int?, reachable: Bool)?
        var found: [Conformance] = []
        func qualifiedName(_ name: String, in parent: Int?, at offset: Int) throws -> String {
            var parts = [name]
            var enclosing = parent
            while let type = enclosing {
                parts.append(types[type].name)
                enclosing = types[type].parent
            }
            let qualified = parts.reversed().joined(separator: ".")
            try work.step(qualified.utf8.count, at: offset)
            return qualified
        }
        var index = 0
        while index < tokens.count {
            try work.step(at: tokens[index].range.lowerBound)
            let token = tokens[index]
            switch token.kind {
            case .openBrace:
                let enclosingReachable = scopes.last.map { $0.reachable } ?? true
                if let pending = pendingType {
                    types.append((pending.name, pending.parent))
                    scopes.append((types.count - 1, pending.reachable && enclosingReachable))
                } else {
                    scopes.append((nil, false))
                }
                pendingType = nil
            case .closeBrace:
                if !scopes.isEmpty { scopes.removeLast() }
                pendingType = nil
            case .identifier where Self.typeKeywords.contains(text(index)) && isDeclaration(tokens, index, text):
                let keyword = text(index)
                var next = index + 1
                var name = ""
                while next < tokens.count, tokens[next].kind == .identifier {
                    try work.step(at: tokens[next].range.lowerBound)
                    name += (name.isEmpty ? "" : ".") + text(next)
                    guard next + 2 < tokens.count, tokens[next + 1].kind == .other, text(next + 1) == ".",
                        tokens[next + 2].kind == .identifier
                    else { break }
                    next += 2
                }
                guard !name.isEmpty else { break }
                // Reachable when every enclosing brace opens a reachable type (or there is none).
                let enclosing = scopes.last.map { $0.type != nil && $0.reachable } ?? true
                let reachableHere = enclosing && !isPrivate(tokens, index, text)
                let parent = keyword == "extension" ? nil : scopes.last?.type
                pendingType = (name, parent, reachableHere && keyword != "protocol")
                // The inheritance clause: from the colon to the brace or `where`. The colon comes
                // before the brace, a `where`, and the next declaration; when there is none, the
                // scan goes on from where the search stopped, so no token is searched twice.
                var cursor = next + 1
                var depth = 0
                while cursor < tokens.count, tokens[cursor].kind != .openBrace, tokens[cursor].kind != .colon,
                    tokens[cursor].kind != .closeBrace,
                    !(tokens[cursor].kind == .identifier && Self.clauseEnds.contains(text(cursor)))
                {
                    try work.step(at: tokens[cursor].range.lowerBound)
                    cursor += 1
                }
                guard cursor < tokens.count, tokens[cursor].kind == .colon else {
                    index = cursor
                    continue
                }
                cursor += 1
                while cursor < tokens.count {
                    try work.step(at: tokens[cursor].range.lowerBound)
                    let kind = tokens[cursor].kind
                    if kind == .openBrace && depth == 0 { break }
                    if kind == .identifier && text(cursor) == "where" && depth == 0 { break }
                    if kind == .other && text(cursor) == "<" { depth += 1 }
                    if kind == .other && text(cursor) == ">" { depth = max(0, depth - 1) }
                    if kind == .identifier, protocols.contains(text(cursor)), depth == 0,
                        pendingType?.reachable == true, keyword != "protocol"
                    {
                        let qualified = try qualifiedName(name, in: parent, at: tokens[cursor].range.lowerBound)
                        found.append(Conformance(typeName: qualified, protocolName: text(cursor)))
                    }
                    cursor += 1
                }
                index = cursor
                continue
            default: break
            }
            index += 1
        }
        return found
    }

    /// The words that end the search for a declaration's colon: its `where` clause, and the
    /// keywords of another declaration (the colon belongs to the type before them, if anywhere).
    private static let clauseEnds: Set<String> = typeKeywords.union(["where", "func", "var", "let"])

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "extension", "protocol"]

    /// False for `class func`, `class var` and the like (a member, not a type).
    private static func isDeclaration(_ tokens: [SourceToken], _ index: Int, _ text: (Int) -> String) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return false }
        return !["func", "var", "let", "subscript", "init", "override", "final", "static"].contains(text(index + 1))
    }

    /// True when `private` or `fileprivate` is among the modifiers right before the keyword.
    private static func isPrivate(_ tokens: [SourceToken], _ index: Int, _ text: (Int) -> String) -> Bool {
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .identifier {
            let word = text(cursor)
            if word == "private" || word == "fileprivate" { return true }
            guard ["public", "internal", "final", "open", "package", "nonisolated", "indirect"].contains(word) else {
                return false
            }
            cursor -= 1
        }
        return false
    }
}
