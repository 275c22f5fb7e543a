import Catalog
import Foundation
import TextUI

/// Writes a Swift Testing test that replays a session in the article's style: the component is
/// built as the catalog (or the preview) builds it, with variable bindings holding the values it
/// was mounted with; the session's steps are taken again, each as its command writes it (see
/// ``ChangeCommand/code(_:in:)``); and the final binding values and rendering are expected.
///
/// Values made at run time (`UUID()`, `Date()`) differ on every run, so they are not expected:
/// the session is replayed once more before export, and the parts of the binding values (and the
/// lines of the rendering) that came out differently are left out of the comparison, with a
/// comment saying which (``RunTimeValues``).
struct TestExporter {
    /// The app the test was exported from, for its first comment.
    let appName: String
    let component: ComponentDescriptor
    /// The story exported, if any (its key names the test with the component's name).
    var story: String?
    let bindings: [BindingDescriptor]
    let initialJSON: [String: String]
    var initialSelections: [String: DependencySelection] = [:]
    let steps: [SessionStep]
    let finalJSON: [String: String]
    let finalRendering: String
    /// What the replay found made at run time; nothing when it was not replayed.
    var runTimeValues = RunTimeValues()
    /// The time zone the session formatted dates in, which the test fixes too (nil: the machine's).
    var timeZone: String?
    /// What the test's first comments warn of (a rendering that shows today's date).
    var notes: [String] = []
    /// Today's date in the forms the final rendering shows it in: the test expects the day it runs
    /// on in its place (see ``RealClockDates``).
    var today: [RealClockDates.Form] = []

    @MainActor func source() throws -> String {
        guard let source = component.source else {
            throw WorkbenchError.cannotExport(
                "\(component.name) does not say how Swift code builds it (give its ComponentDescriptor a source:, "
                    + "or export from a preview, which the workbench plugin knows the code of)")
        }
        var names = Set(["host", "rendering"])
        for name in bindings.map(\.name) + component.dependencies.map(\.name) {
            guard names.insert(name).inserted, names.insert(Self.finalName(name)).inserted else {
                throw WorkbenchError.cannotExport("the name \(name) is used twice in \(component.name)")
            }
        }
        let test = ExportedTest(component: component, bindings: bindings, source: source)
        var stepLines: [String] = []
        for step in steps {
            stepLines.append("")
            stepLines.append(contentsOf: try step.code(in: test))
            stepLines.append("await host.settle()")
        }
        var lines: [String] = []
        lines.append(
            SwiftCode.comment(
                "A test exported by the \(appName == "workbench" ? "" : appName + " ")workbench: a session on "
                    + "\(component.name), replayed."))
        lines.append("// Add it to a test target that may import what it imports.")
        for note in notes {
            lines.append(SwiftCode.comment("Note: " + note))
        }
        let testable = Set(source.testableImports)
        let plain = Set(
            ["Foundation", "Testing", "TextUI", "TextUITesting"] + (today.isEmpty ? [] : ["RegexBuilder"])
                + source.imports
        ).subtracting(testable)
        for module in plain.sorted() {
            lines.append("import \(module)")
        }
        for module in testable.sorted() {
            lines.append("@testable import \(module)")
        }
        lines.append("")
        lines.append("@MainActor")
        // Private: two tests exported from one story into two files of a target do not clash.
        let name = Self.identifier(component.name + (story ?? ""))
        lines.append("@Test private func replaysWorkbenchSessionOn\(name)() async throws {")
        var body: [String] = []
        if let timeZone {
            body.append(SwiftCode.comment("Dates show in the zone the session showed them in, wherever the test runs."))
            body.append("HostTimeZone.set(\(SwiftCode.literal(timeZone)))")
        }
        for binding in bindings {
            guard !binding.qualifiedTypeName.contains("unknown context") else {
                throw WorkbenchError.cannotExport("the type of \(binding.name) cannot be named in Swift code")
            }
            let json = initialJSON[binding.name] ?? binding.defaultJSON
            body.append(
                contentsOf: SwiftCode.wrapping(
                    "let \(binding.name) = Binding.variable(try JSONFixture.decode(\(binding.qualifiedTypeName).self, ",
                    SwiftCode.jsonLiteral(json), "))"))
        }
        for dependency in component.dependencies {
            guard let reference = dependency.reference else {
                throw WorkbenchError.cannotExport(
                    "the dependency \(dependency.name) does not say how Swift code makes it")
            }
            let selection = initialSelections[dependency.name] ?? DependencySelection(dependency.defaultChoice)
            body.append(contentsOf: Self.locationNote(dependency, reference))
            let keyword = test.reassigned.contains(dependency.name) ? "var" : "let"
            body.append("\(keyword) \(dependency.name) = \(ExportedTest.make(reference, selection))")
        }
        body.append(contentsOf: source.declarations)
        // A store of its own: no `@AppStorage` value is left over from another test.
        body += [
            "\(test.reassigned.contains("host") ? "var" : "let") host = ViewHost(",
            "    \(source.expression),", "    appStorage: StoredValues())",
        ]
        body.append("await host.settle()")
        body.append(contentsOf: stepLines)
        body.append("")
        for binding in bindings {
            guard let json = finalJSON[binding.name] else { continue }
            body.append(contentsOf: expectation(of: binding, json))
        }
        body.append(contentsOf: renderingExpectation())
        body.append("host.unmount()")
        lines.append(contentsOf: body.map { $0.isEmpty ? "" : "    " + $0 })
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `let finalNAME = …` and `#expect(finalNAME == …)`: the value as JSON, parts made at run
    /// time set to `null` on both sides. The actual value is a variable, so a failure shows it.
    private func expectation(of binding: BindingDescriptor, _ json: String) -> [String] {
        let final = Self.finalName(binding.name)
        if runTimeValues.wholeValues.contains(binding.name) {
            return [
                SwiftCode.comment(
                    "\(binding.name) is not compared: it came out differently when the session was replayed "
                        + "(it holds values made at run time).")
            ]
        }
        let ignored = runTimeValues.leaves[binding.name] ?? []
        var lines: [String] = []
        var expected = json
        var encode = "try JSONFixture.encode(\(binding.name).wrappedValue)"
        if !ignored.isEmpty {
            let shown = ignored.map { binding.name + $0 }.joined(separator: ", ")
            lines.append(
                SwiftCode.comment(
                    "Made at run time (they differed when the session was replayed), so not compared: \(shown)."))
            encode =
                "try JSONFixture.encode(\(binding.name).wrappedValue, ignoring: ["
                + ignored.map(SwiftCode.literal).joined(separator: ", ") + "])"
            expected = RunTimeValues.ignoring(ignored, in: json) ?? json
        }
        lines.append("let \(final) = \(encode)")
        let literal = SwiftCode.jsonLiteral(expected)
        guard literal.count > 1 else {
            lines.append("#expect(\(final) == \(literal[0]))")
            return lines
        }
        // A long value reads one element a line; encoding what it decodes to (or, with parts set
        // to null, its compact form) compares it as the value encodes.
        let expectedName = "expected" + final.dropFirst("final".count)
        let normalize =
            ignored.isEmpty
            ? "try JSONFixture.encode(JSONFixture.decode(\(binding.qualifiedTypeName).self, "
            : "try JSONFixture.compact("
        lines.append(
            contentsOf: SwiftCode.wrapping(
                "let \(expectedName) = \(normalize)", literal, ignored.isEmpty ? "))" : ")"))
        lines.append("#expect(\(final) == \(expectedName))")
        return lines
    }

    /// `let rendering = host.render()` and its expectation; lines that showed values made at run
    /// time are left out of both, and today's date (see ``today``) is expected as the day the test
    /// runs on.
    private func renderingExpectation() -> [String] {
        var lines: [String] = []
        // What the test renders: `host.render()`, then what it does to the text, a line each.
        var rendered = ["let rendering = host.render()"]
        var expected = finalRendering
        if !today.isEmpty, !finalRendering.contains("⟨today") {
            let near = today.contains { $0.days != 0 }
            lines.append(
                SwiftCode.comment(
                    "The rendering showed \(near ? "dates near today" : "today's date") "
                        + "(\(today.map(\.shown).joined(separator: ", "))) from the real clock: the day the test runs "
                        + "on\(near ? ", or the day as far from it," : "") is expected in \(near ? "their" : "its") place."
                ))
            rendered += today.map { "    .replacing(\($0.wordCode), with: \(SwiftCode.literal($0.placeholder)))" }
            expected = RealClockDates.replacing(today, in: expected)
        }
        let differing = runTimeValues.renderingLines
        guard !differing.isEmpty else {
            return lines + rendered + SwiftCode.multilineExpectation("rendering", expected)
        }
        let numbers = differing.sorted().map { String($0 + 1) }.joined(separator: ", ")
        let kept = expected.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !differing.contains($0.offset) }.map(\.element).joined(separator: "\n")
        return lines + [
            SwiftCode.comment(
                "Rendering lines \(numbers) showed values made at run time (they differed when the session was "
                    + "replayed): they are not compared.")
        ] + rendered + [
            "    .split(separator: \"\\n\", omittingEmptySubsequences: false).enumerated()",
            "    .filter { ![\(differing.sorted().map(String.init).joined(separator: ", "))].contains($0.offset) }",
            "    .map(\\.element).joined(separator: \"\\n\")",
        ] + SwiftCode.multilineExpectation("rendering", kept)
    }

    /// `finalMovies` for `movies`.
    static func finalName(_ name: String) -> String {
        "final" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `name` with what cannot be in a Swift identifier left out (`ShelfList/Empty` → `ShelfListEmpty`).
    static func identifier(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
    }

    /// A note before a dependency whose default choice read a file or a URL in the session (its
    /// summary says so), or whose Swift code names one.
    private static func locationNote(_ dependency: DependencyDescriptor, _ reference: String) -> [String] {
        let summary = dependency.choices.first { $0.name == dependency.defaultChoice }?.summary ?? ""
        var notes: [String] = []
        if ExportedLocation.isLocation(summary) {
            notes.append(
                SwiftCode.comment(
                    "In the session, \(dependency.name) \(dependency.defaultChoice) was "
                        + "\(ExportedLocation.shown(Redaction.redact(summary))); here it is what "
                        + "\(ExportedLocation.shown(reference)) makes: update the expectations if they differ."))
        }
        if ExportedLocation.isLocation(reference) {
            notes.append(
                SwiftCode.comment("The \(dependency.name) below reads a file or a URL: the test needs it to run."))
        }
        return notes
    }
}
