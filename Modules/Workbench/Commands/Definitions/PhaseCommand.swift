import TextUI

/// `phase active|inactive|background`: moves the app's scene to a phase, as the system does when
/// the app goes to the background and comes back (views reading `\.scenePhase` update).
struct PhaseCommand: ActingCommand {
    /// The phases, by name.
    static let phases: [(name: String, phase: ScenePhase)] = [
        ("active", .active), ("inactive", .inactive), ("background", .background),
    ]

    let name = "phase"
    let usage = "active|inactive|background"
    let summary = "move the scene to a phase, as the app going to the background and back does"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> String {
        let word = try arguments.required("PHASE")
        guard Self.phases.contains(where: { $0.name == word }) else {
            throw arguments.usage(
                "expected active, inactive or background, found \(ArgumentText.quoted(word, limit: 40))")
        }
        return word
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? Self.phases.map(\.name) : []
    }

    @MainActor func act(_ phase: String, on host: ViewHost, in session: WorkbenchSession) async throws {
        guard let match = Self.phases.first(where: { $0.name == phase }) else { return }
        host.scenePhase = match.phase
    }

    func replayLine(_ phase: String) -> String { "phase \(phase)" }

    @MainActor func code(_ phase: String, in test: ExportedTest) throws -> [String] {
        ["host.scenePhase = .\(phase)"]
    }
}
