/// Swift source written line by line, indented by the blocks it is in.
struct SourceWriter {
    private(set) var text = ""
    private var depth = 0

    /// Appends a line at the current indentation (an empty line stays empty).
    mutating func line(_ line: String) {
        text += line.isEmpty ? "\n" : String(repeating: "    ", count: depth) + line + "\n"
    }

    /// Appends `header {`, what `body` writes one level in, and `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }
}
