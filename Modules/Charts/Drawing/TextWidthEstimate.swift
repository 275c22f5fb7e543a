/// Column widths of the labels a chart lays out (one column a character: labels are numbers,
/// dates and category names).
enum TextWidthEstimate {
    static func of(_ text: String) -> Int { text.count }

    /// The text padded with spaces to `width` columns.
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - of(text), 0))
    }

    /// The text with spaces before it to `width` columns.
    static func rightAligned(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - of(text), 0)) + text
    }
}
