import Catalog
import TextUI
import Workbench

/// A session over the test catalog whose output is captured.
@MainActor
final class SessionHarness {
    private(set) var output: [String] = []
    private(set) var errors: [String] = []
    private(set) var session: WorkbenchSession!

    init(
        options: WorkbenchSession.Options = WorkbenchSession.Options(),
        catalogs: [ComponentCatalog] = [TestCatalog.catalog]
    ) {
        var options = options
        options.settleGrace = .milliseconds(200)
        let output = SessionOutput(
            write: { [weak self] in self?.output.append($0) },
            writeError: { [weak self] in self?.errors.append($0) }
        )
        session = WorkbenchSession(catalogs: catalogs, options: options, output: output)
    }

    /// Runs `line`; returns its outcome.
    @discardableResult
    func run(_ line: String) async -> WorkbenchSession.Outcome {
        await session.execute(line)
    }

    /// Runs `line` and returns what it printed (results only).
    func printed(_ line: String) async -> String {
        let before = output.count
        await session.execute(line)
        return output[before...].joined(separator: "\n")
    }

    var lastOutput: String { output.last ?? "" }
    var lastError: String { errors.last ?? "" }

    func clear() {
        output.removeAll()
        errors.removeAll()
    }
}
