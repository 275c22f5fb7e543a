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
                contentsOf: Self.wrapping(
                    "let \(binding.name) = Binding.variable(try JSONFixture.decode(\(binding.qualifiedTypeName).self, ",
                    Self.jsonLiteral(json), "))"))
        }
        for dependency in component.dependencies {
            guard let reference = dependency.reference else {
                throw WorkbenchError.cannotExport(
                    "the dependency \(dependency.name) does not say how Swift code makes it")
            }
            let selection = initialSelections[dependency.name] ?? DependencySelection(dependency.defaultChoice)
            let swapped = steps.contains { if case .use(dependency.name, _) = $0 { true } else { false } }
            body.append(contentsOf: Self.locationNote(dependency, reference))
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
            let literal = Self.jsonLiteral(json)
            guard literal.count > 1 else {
                body.append("#expect(try JSONFixture.encode(\(binding.name).wrappedValue) == \(literal[0]))")
                continue
            }
            // A long value reads one element a line; encoding what it decodes to compares it as the value encodes.
            body.append("#expect(")
            body.append("    try JSONFixture.encode(\(binding.name).wrappedValue)")
            body.append(
                contentsOf: Self.wrapping(
                    "        == JSONFixture.encode(JSONFixture.decode(\(binding.qualifiedTypeName).self, ", literal,
                    "))"
                ).enumerated().map { $0 == 0 ? $1 : "        " + $1 })
            body.append(")")
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
            return [Self.comment("set \(path) \(ShortValue.text(Redaction.redact(json)))")]
                + Self.wrapping(
                    "try JSONFixture.update(&\(root).wrappedValue, at: \(Self.literal(path)), json: ",
                    Self.jsonLiteral(json),
                    ")")
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
            guard let dependency = component.dependencies.first(where: { $0.name == name }),
                let reference = dependency.reference
            else {
                throw WorkbenchError.cannotExport("the dependency \(name) does not say how Swift code makes it")
            }
            var made = selection
            var note: [String] = []
            if let argument = selection.argument, ExportedLocation.isLocation(argument) {
                made = DependencySelection(dependency.defaultChoice)
                note = [
                    Self.comment(
                        "The session read \(ExportedLocation.shown(Redaction.redact(argument))) here; the test uses "
                            + "\(dependency.defaultChoice) in its place, so it needs no network or file."),
                    Self.comment("Its expectations below are the session's: update them if they differ."),
                ]
            }
            return [
                Self.comment(
                    "use \(name) \(ExportedLocation.shown(Redaction.redact(selection.description))): "
                        + "the component mounts again with it")
            ] + note + [
                "\(name) = \(Self.make(reference, made))",
                "host.unmount()",
                "host = ViewHost(\(expression))",
            ]
        }
    }

    private static func make(_ reference: String, _ selection: DependencySelection) -> String {
        let argument = selection.argument.map { literal(Redaction.redact($0)) } ?? "nil"
        return "try \(reference).make(choice: \(literal(selection.choice)), argument: \(argument))"
    }

    /// `prefix`, the literal and `suffix` as lines: one line for a one-line literal, else the
    /// literal's lines, the first after `prefix` and `suffix` after the last.
    static func wrapping(_ prefix: String, _ literal: [String], _ suffix: String) -> [String] {
        guard literal.count > 1, let first = literal.first, let last = literal.last else {
            return [prefix + (literal.first ?? "\"\"") + suffix]
        }
        return [prefix + first] + literal.dropFirst().dropLast() + [last + suffix]
    }

    /// JSON as a Swift literal: one line when short, else a multi-line raw literal (indented four
    /// spaces) with one element or member a line, so a large value reads and diffs line by line.
    static func jsonLiteral(_ json: String) -> [String] {
        guard json.count > ShortValue.maximumLength, let value = try? JSONValue.parse(json) else {
            return [literal(json)]
        }
        let lines: [String]
        switch value {
        case .array(let elements) where !elements.isEmpty:
            lines =
                ["["]
                + elements.enumerated().map { index, element in
                    "  " + element.compactText + (index < elements.count - 1 ? "," : "")
                } + ["]"]
        case .object(let members) where !members.isEmpty:
            lines =
                ["{"]
                + members.enumerated().map { index, member in
                    "  " + JSONValue.string(member.key).compactText + ": " + member.value.compactText
                        + (index < members.count - 1 ? "," : "")
                } + ["}"]
        default:
            return [literal(json)]
        }
        let text = lines.joined(separator: "\n")
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) || text.contains("\"" + hashes) {
            hashes += "#"
        }
        return [hashes + "\"\"\""] + lines.map { "    " + $0 } + ["    \"\"\"" + hashes]
    }

    /// A note before a dependency whose default choice read a file or a URL in the session (its
    /// summary says so), or whose Swift code names one.
    private static func locationNote(_ dependency: DependencyDescriptor, _ reference: String) -> [String] {
        let summary = dependency.choices.first { $0.name == dependency.defaultChoice }?.summary ?? ""
        var notes: [String] = []
        if ExportedLocation.isLocation(summary) {
            notes.append(
                comment(
                    "In the session, \(dependency.name) \(dependency.defaultChoice) was "
                        + "\(ExportedLocation.shown(Redaction.redact(summary))); here it is what "
                        + "\(ExportedLocation.shown(reference)) makes: update the expectations if they differ."))
        }
        if ExportedLocation.isLocation(reference) {
            notes.append(comment("The \(dependency.name) below reads a file or a URL: the test needs it to run."))
        }
        return notes
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
