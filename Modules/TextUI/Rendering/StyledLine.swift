/// One line of a rendering cut into segments by emphasis: the segments' texts, in order, make the
/// line as ``ViewHost/render()`` shows it.
public struct StyledLine: Sendable, Equatable {
    /// A part of a line and the emphasis it has (none, one, or several, as for a bold title in a
    /// selected row).
    public struct Segment: Sendable, Equatable {
        /// The segment's text.
        public var text: String
        /// Its emphasis; empty for plain text.
        public var emphasis: Set<TextEmphasis>

        /// A segment of `text` with `emphasis`.
        ///
        /// - Parameters:
        ///   - text: The characters of the segment.
        ///   - emphasis: What they stress; empty for plain text.
        public init(_ text: String, emphasis: Set<TextEmphasis> = []) {
            self.text = text
            self.emphasis = emphasis
        }
    }

    /// The segments, in order; none for an empty line.
    public var segments: [Segment]

    /// A line of `segments`.
    ///
    /// - Parameter segments: The line's parts, in order.
    public init(_ segments: [Segment]) {
        self.segments = segments
    }

    /// The line's text, without emphasis.
    public var text: String { segments.map(\.text).joined() }

    /// A line of `text`, with `runs` (of this line) made into segments: a character is in a run
    /// when its first column is; runs past the end of the text are ignored.
    init(_ text: String, runs: [EmphasisRun]) {
        guard !runs.isEmpty else {
            segments = text.isEmpty ? [] : [Segment(text)]
            return
        }
        var segments: [Segment] = []
        var column = 0
        var current = ""
        var currentEmphasis: Set<TextEmphasis> = []
        for character in text {
            var emphasis: Set<TextEmphasis> = []
            for run in runs where run.columns.contains(column) {
                emphasis.insert(run.emphasis)
            }
            if emphasis != currentEmphasis, !current.isEmpty {
                segments.append(Segment(current, emphasis: currentEmphasis))
                current = ""
            }
            currentEmphasis = emphasis
            current.append(character)
            column += TextWidth.of(character)
        }
        if !current.isEmpty { segments.append(Segment(current, emphasis: currentEmphasis)) }
        self.segments = segments
    }
}

extension Block {
    /// The block's lines with their emphasis.
    var styledLines: [StyledLine] {
        var runsByLine: [Int: [EmphasisRun]] = [:]
        for run in emphasis where !run.columns.isEmpty {
            runsByLine[run.line, default: []].append(run)
        }
        return lines.enumerated().map { index, line in StyledLine(line, runs: runsByLine[index] ?? []) }
    }
}

extension StyledLine {
    /// How many terminal columns the line takes (wide characters take two).
    public var columns: Int { segments.reduce(0) { $0 + TextWidth.of($1.text) } }

    /// The line cut to at most `width` columns: a longer line keeps what fits in `width - 1`
    /// columns, with its emphasis, and ends with a plain `…`.
    ///
    /// - Parameter width: The most columns the line may take; 1 or more.
    /// - Returns: This line when it fits, else its start followed by `…`.
    public func truncated(toColumns width: Int) -> StyledLine {
        guard columns > width else { return self }
        var room = max(width - 1, 0)
        var kept: [Segment] = []
        for segment in segments where room > 0 {
            var text = ""
            for character in segment.text {
                let characterWidth = TextWidth.of(character)
                guard characterWidth <= room else {
                    room = 0
                    break
                }
                text.append(character)
                room -= characterWidth
            }
            if !text.isEmpty { kept.append(Segment(text, emphasis: segment.emphasis)) }
        }
        return StyledLine(kept + [Segment("…")])
    }
}
