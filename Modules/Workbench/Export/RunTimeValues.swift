import Catalog

/// What came out differently when a session was replayed: parts of the binding values (an id
/// from `UUID()`, a `Date()`), and lines of the rendering. An exported test leaves them out of its
/// expectations, so it passes on the next run too.
struct RunTimeValues: Equatable {
    /// For each binding, the paths below it (`[3].id`) that differed.
    var leaves: [String: [String]] = [:]
    /// The bindings that differed as a whole (or in shape).
    var wholeValues: Set<String> = []
    /// The rendering's lines (from 0) that differed.
    var renderingLines: Set<Int> = []

    /// Compares the session's final values and rendering with those of its replay.
    ///
    /// - Parameters:
    ///   - session: Each binding's value as JSON, by name, as the session left it.
    ///   - replay: The same after the replay.
    static func comparing(
        _ session: [String: String], renderedAs rendering: String, with replay: [String: String],
        renderedAs replayRendering: String
    ) -> RunTimeValues {
        var result = RunTimeValues()
        for (name, json) in session {
            guard let other = replay[name], other != json else { continue }
            guard let value = try? JSONValue.parse(json), let otherValue = try? JSONValue.parse(other) else {
                result.wholeValues.insert(name)
                continue
            }
            let paths = value.differingPaths(from: otherValue)
            if paths.contains("") {
                result.wholeValues.insert(name)
            } else if !paths.isEmpty {
                result.leaves[name] = paths
            }
        }
        let lines = rendering.split(separator: "\n", omittingEmptySubsequences: false)
        let replayLines = replayRendering.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where index >= replayLines.count || replayLines[index] != line {
            result.renderingLines.insert(index)
        }
        return result
    }

    /// `json` with `null` at each of `paths`, compact; nil when it cannot be read.
    static func ignoring(_ paths: [String], in json: String) -> String? {
        (try? JSONValue.parse(json).nulling(paths))?.compactText
    }
}
