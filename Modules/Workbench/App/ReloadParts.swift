/// Where a reload's time went, part by part, from the save to the new rendering: the old process
/// measures up to the hand-over (noticing the save, the generator, SwiftPM's planning, compiling,
/// linking) and the new one the rest (restarting, replaying the session, rendering).
public struct ReloadParts: Codable, Equatable, Sendable {
    /// From the save (the file's modification time) to the watcher seeing the change, in seconds.
    public var noticing: Double
    /// Running the generator (the previews found again), in seconds; 0 without one.
    public var generator: Double
    /// The build's planning: from its start to its first step (SwiftPM loading the package and
    /// planning the build), in seconds.
    public var planning: Double
    /// From the build's first step to linking (compiling what changed), in seconds.
    public var compiling: Double
    /// From the start of linking to the build's end, in seconds.
    public var linking: Double
    /// When the old process began handing the session over (the build done), in seconds since 1970.
    public var handedOverAt: Double

    /// A reload's parts, as the old process measured them.
    ///
    /// - Parameters:
    ///   - noticing: From the save to the watcher seeing it.
    ///   - generator: The generator's run.
    ///   - planning: The build's planning.
    ///   - compiling: The build's compiling.
    ///   - linking: The build's linking.
    ///   - handedOverAt: When the hand-over began, in seconds since 1970.
    public init(
        noticing: Double, generator: Double, planning: Double, compiling: Double, linking: Double,
        handedOverAt: Double
    ) {
        self.noticing = noticing
        self.generator = generator
        self.planning = planning
        self.compiling = compiling
        self.linking = linking
        self.handedOverAt = handedOverAt
    }

    /// The line a resumed workbench shows: each part in order, the new process's own three
    /// (`restart`: from the hand-over to the new process's first step; `replay`; `rendering`) after
    /// the old process's.
    ///
    /// - Parameters:
    ///   - restart: From the hand-over to the new process starting to replay, in seconds.
    ///   - replay: Replaying the session's commands, in seconds.
    ///   - rendering: Rendering the component, in seconds.
    /// - Returns: `watch: noticing 0.01 s, generator 0.03 s, …, rendering 0.00 s`.
    public func line(restart: Double, replay: Double, rendering: Double) -> String {
        let parts = [
            ("noticing", noticing), ("generator", generator), ("planning", planning), ("compiling", compiling),
            ("linking", linking), ("restart", restart), ("replay", replay), ("rendering", rendering),
        ]
        return "watch: " + parts.map { "\($0.0) \(Self.seconds($0.1)) s" }.joined(separator: ", ")
    }

    /// `seconds` with two decimals (never negative: clocks of two processes may differ by a hair).
    static func seconds(_ seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
