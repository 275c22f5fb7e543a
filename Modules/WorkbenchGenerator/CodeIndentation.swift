/// Code taken out of a file (a `@Previewable` declaration, a preview's body) indented again for
/// the place it is written to: its first line starts where it is put, the lines after it keep
/// their indentation relative to one another, and a blank line left where a declaration was taken
/// out (right after the first line, or after another blank line) is dropped.
enum CodeIndentation {
    /// The lines of `code`, each after `indent`: its first line as it starts, the others with the
    /// indentation they share taken off.
    static func lines(of code: String, indentedBy indent: String) -> [String] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return [] }
        let rest = lines.dropFirst()
        let shared =
            rest.filter { !isBlank($0) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        var result = [indent + first.drop { $0 == " " || $0 == "\t" }]
        for line in rest {
            if isBlank(line) {
                if !isBlank(result.last ?? "") && result.count > 1 { result.append("") }
                continue
            }
            result.append(indent + line.dropFirst(shared))
        }
        return result
    }

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
