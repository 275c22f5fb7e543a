import TextUI

extension Redaction {
    /// A rendering's lines with their secrets redacted; a line that held one is shown plain, so a
    /// secret cut by emphasis is redacted whole.
    ///
    /// - Parameter lines: The lines of a rendering.
    /// - Returns: The same lines, those with secrets redacted and without emphasis.
    public static func redact(_ lines: [StyledLine]) -> [StyledLine] {
        lines.map { line in
            let text = line.text
            let redacted = redact(text)
            return redacted == text ? line : StyledLine([StyledLine.Segment(redacted)])
        }
    }
}
