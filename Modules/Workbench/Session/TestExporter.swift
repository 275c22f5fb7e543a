import Catalog
import Foundation
import TextUI

/// Writes a Swift Testing test that replays a session in the article's style: the component is
/// built with variable bindings holding the values it was mounted with, the session's pokes and
/// interactions are replayed, and the final binding values and rendering are expected.
struct TestExporter {
    let component: ComponentDescriptor
    let bindings: [BindingDescriptor]
    let initialJSON: [String: String]
    var initialSelections: [String: DependencySelection] = [:]
    let steps: [SessionStep]
    let finalJSON: [String: String]
    let finalRendering: String

    func source() throws -> String {
        guard let source = component.source else {
            throw WorkbenchError.cannotExport("\(component.name) does not say how Swift code builds it")
        }
        var names = Set(["host"])
        for name in bindings.map(\.name) + component.dependencies.map(\.name) {
            guard names.insert(name).inserted else {
                throw WorkbenchError.cannotExport("the name \(name) is used twice in \(component.name)")
            }
        }
        var lines: [String] = []
        lines.append(Self.comment("A test exported by the movies workbench: a session on \(component.name), replayed."))
        lines.append("// Add it to a test target that may import what it imports.")
        for module in Set(["Foundation", "Testing", "TextUI", "TextUITesting"] + source.imports).sorted() {
            lines.append("import \(module)")
        }
        lines.append("")
        lines.append("@MainActor")
        lines.append("@Test func replaysWorkbenchSessionOn\(component.name)() async throws {")
        var body: [String] = []
        for binding in bindings {
            guard !binding.qualifiedTypeName.contains("unknown context") else {
                throw WorkbenchError.cannotExport("the type of \(binding.name) cannot be named in Swift code")
            }
            let json = initialJSON[binding.name] ?? binding.defaultJSON
            body.append(
                "let \(binding.name) = Binding.variable(try JSONFixture.decode(\(binding.qualifiedTypeName).self, \(Self.literal(json))))"
            )
        }
        for dependency in component.dependencies {
            guard let reference = dependency.reference else {
                throw WorkbenchError.cannotExport(
                    "the dependency \(dependency.name) does not say how Swift code makes it")
            }
            let selection = initialSelections[dependency.name] ?? DependencySelection(dependency.defaultChoice)
            let swapped = steps.contains { if case .use(dependency.name, _) = $0 { true } else { false } }
            body.append("\(swapped ? "var" : "let") \(dependency.name) = \(Self.make(reference, selection))")
        }
        let remounts = steps.contains { if case .use = $0 { true } else { false } }
        body.append("\(remounts ? "var" : "let") host = ViewHost(\(source.expression))")
        body.append("await host.settle()")
        for step in steps {
            body.append("")
            body.append(contentsOf: try code(for: step, expression: source.expression))
            body.append("await host.settle()")
        }
        body.append("")
        for binding in bindings {
            guard let json = finalJSON[binding.name] else { continue }
            body.append("#expect(try JSONFixture.encode(\(binding.name).wrappedValue) == \(Self.literal(json)))")
        }
        body.append(contentsOf: Self.multilineExpectation("host.render()", finalRendering))
        body.append("host.unmount()")
        lines.append(contentsOf: body.map { $0.isEmpty ? "" : "    " + $0 })
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func code(for step: SessionStep, expression: String) throws -> [String] {
        switch step {
        case .setBinding(let path, let json):
            let root = (try? ValuePath.parse(path).root) ?? path
            return [
                Self.comment("set \(path) \(Redaction.redact(json))"),
                "try JSONFixture.update(&\(root).wrappedValue, at: \(Self.literal(path)), json: \(Self.literal(json)))",
            ]
        case .setState(let statePath, let path, let json):
            return [
                Self.comment("set \(path) \(json)"),
                "try host.updateState(\(Self.literal(statePath)), at: \(Self.literal(path)), json: \(Self.literal(json)))",
            ]
        case .reset(let values):
            var lines = [Self.comment("reset: every binding back to its default")]
            for value in values {
                guard let binding = bindings.first(where: { $0.name == value.name }) else { continue }
                lines.append(
                    "\(value.name).wrappedValue = try JSONFixture.decode(\(binding.qualifiedTypeName).self, "
                        + "\(Self.literal(value.json)))")
            }
            return lines
        case .tap(let label):
            return ["try host.tap(\(Self.literal(label)))"]
        case .type(let label, let text):
            return ["try host.type(\(Self.literal(text)), into: \(Self.literal(label)))"]
        case .toggle(let label):
            return ["try host.toggle(\(Self.literal(label)))"]
        case .select(let label, let option):
            return ["try host.select(\(Self.literal(option)), in: \(Self.literal(label)))"]
        case .use(let name, let selection):
            guard let reference = component.dependencies.first(where: { $0.name == name })?.reference else {
                throw WorkbenchError.cannotExport("the dependency \(name) does not say how Swift code makes it")
            }
            return [
                Self.comment(
                    "use \(name) \(Redaction.redact(selection.description)): the component mounts again with it"),
                "\(name) = \(Self.make(reference, selection))",
                "host.unmount()",
                "host = ViewHost(\(expression))",
            ]
        }
    }

    private static func make(_ reference: String, _ selection: DependencySelection) -> String {
        let argument = selection.argument.map { literal(Redaction.redact($0)) } ?? "nil"
        return "try \(reference).make(choice: \(literal(selection.choice)), argument: \(argument))"
    }

    /// A Swift string literal holding `text` exactly: a raw literal with enough `#`s, or, when the
    /// text holds a line break, a tab or a control character (see ``ControlCharacters``), a plain
    /// literal with each of them escaped, so the file compiles and shows nothing raw.
    static func literal(_ text: String) -> String {
        let needsEscaping = text.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || isEscaped($0) }
        if !needsEscaping { return "\"" + text + "\"" }
        if text.unicodeScalars.contains(where: isEscaped) {
            return "\"" + escaped(text, lineBreaks: true) + "\""
        }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        return hashes + "\"" + text + "\"" + hashes
    }

    /// True for what a one-line literal cannot hold raw: line breaks, tabs and control characters.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\t" || ControlCharacters.isControl(scalar)
    }

    /// `text` as the inside of a plain literal: quotes and backslashes escaped, control characters
    /// as `\u{1B}`, tabs as `\t`, and line breaks as `\n` when `lineBreaks` (else kept).
    private static func escaped(_ text: String, lineBreaks: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += lineBreaks ? "\\n" : "\n"
            case "\t": result += "\\t"
            default:
                if ControlCharacters.isControl(scalar) {
                    result += ControlCharacters.escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `#expect(expression == """ ... """)` with the text in a multi-line literal: raw, or with
    /// escapes when it holds control characters.
    static func multilineExpectation(_ expression: String, _ text: String) -> [String] {
        guard !text.isEmpty else { return ["#expect(\(expression) == \"\")"] }
        var hashes = ""
        var body = escaped(text, lineBreaks: false)
        if !text.unicodeScalars.contains(where: ControlCharacters.isControl) {
            hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) {
                hashes += "#"
            }
            body = text
        }
        var lines = ["#expect(", "    \(expression) == \(hashes)\"\"\""]
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : "        " + line)
        }
        lines.append("        \"\"\"\(hashes)")
        lines.append(")")
        return lines
    }

    /// A `//` comment line holding `text` on one line, with nothing raw that a terminal acts on.
    static func comment(_ text: String) -> String {
        var line = "// "
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += "\\n"
            } else if ControlCharacters.isControl(scalar) {
                line += ControlCharacters.escape(scalar)
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}

extension WorkbenchSession {
    /// Settles, then writes the replaying test to `file` (an existing one only when `replacing`)
    /// or prints it.
    func exportTest(to file: String?, replacing: Bool) async throws {
        let mount = try requireMount()
        let component = mount.component
        let replay = mount.replay
        guard !replay.isTruncated else {
            throw WorkbenchError.cannotExport(
                "\(component.component.name) took more than \(replay.capacity) steps since it was mounted, "
                    + "too many to replay; mount it again to start a new test")
        }
        await component.host.settle(timeout: options.settleTimeout)
        var finalJSON: [String: String] = [:]
        for binding in component.bindings {
            finalJSON[binding.name] = try component.json(of: binding.name)
        }
        let exporter = TestExporter(
            component: component.component,
            bindings: component.bindings,
            initialJSON: Dictionary(mount.initialAssignments.map { ($0.name, $0.json) }, uniquingKeysWith: { $1 }),
            initialSelections: mount.initialSelections,
            steps: mount.replay.steps,
            finalJSON: finalJSON,
            finalRendering: component.host.render()
        )
        let source = Redaction.redact(try exporter.source())
        guard let file else {
            output.write(source)
            return
        }
        try ExportFile.write(source, to: file, replacing: replacing)
        output.write("wrote a test of \(replay.count) step(s) to \(file)")
    }
}
