/// How lines of text are aligned.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Along both edges.
    case justified = 3
    /// The script's own (left for left-to-right scripts).
    case natural = 4
}
