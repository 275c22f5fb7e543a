import Catalog

/// `set PATH JSON`: writes the value decoded from JSON at a binding or state path (a case name
/// for an enumeration's value), or at a property of a model object, through its setter.
struct SetCommand: ChangeCommand {
    struct Arguments: Equatable, Sendable {
        var path: String
        var json: String
    }

    let name = "set"
    let usage = "PATH JSON"
    let summary = "write a value (JSON) at a path"
    let details =
        "e.g. set items[0].title \"Milk\". The rest of the line is the JSON value; an enumeration's value "
        + "may be given by its case name: set filter done."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        let path = try arguments.required("PATH")
        return Arguments(path: path, json: try arguments.rest("JSON"))
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? context.session.pathCandidates(context.prefix) : []
    }

    @MainActor func continues(_ candidate: String, in context: CompletionContext) -> Bool {
        context.position == 1 && context.session.pathContinues(candidate)
    }

    @MainActor func perform(_ arguments: Arguments, on mount: Mount, in session: WorkbenchSession) async throws
        -> SetStep
    {
        guard let written = try mount.values.setModelValue(at: arguments.path, json: arguments.json),
            let step = written.step
        else { return try mount.values.setValue(at: arguments.path, json: arguments.json) }
        // A model's property is no state the host reports writes of: the log hears it here.
        let root = (try? mount.values.parsePath(arguments.path).root) ?? arguments.path
        let path = written.logPath(from: root)
        mount.history.recordWrite(
            of: path, at: path, from: written.old, to: written.new, changedElements: nil, origin: .user)
        return step
    }

    /// `set PATH JSON` again: the path as one written argument (a key with spaces or quotes is
    /// quoted), the JSON as a line may hold it (see ``ArgumentText``).
    func replayLine(_ step: SetStep) -> String {
        func line(_ path: String, _ json: String) -> String {
            "set \(ArgumentText.written(path)) \(ArgumentText.writtenJSON(json))"
        }
        switch step {
        case .binding(let path, let json): return line(path, json)
        case .state(let statePath, let path, let json):
            // `path` starts with the state's own name; the command names the state by its full path.
            let rootLength = path.prefix { $0 != "." && $0 != "[" }.count
            return line(statePath + path.dropFirst(rootLength), json)
        case .stateCase(let statePath, _, let caseName): return line(statePath, caseName)
        case .storageCase(let scene, let key, _, let caseName):
            return line("\(scene ? "SceneStorage" : "AppStorage").\(key)", caseName)
        case .storage(let scene, let key, let json):
            return line("\(scene ? "SceneStorage" : "AppStorage").\(key)", json)
        case .model(_, _, _, _, let path, let written): return line(path, written)
        }
    }

    @MainActor func code(_ step: SetStep, in test: ExportedTest) throws -> [String] {
        switch step {
        case .binding(let path, let json):
            let root = (try? ValuePath.parse(path).root) ?? path
            return [SwiftCode.comment("set \(path) \(ShortValue.text(Redaction.redact(json)))")]
                + SwiftCode.wrapping(
                    "try JSONFixture.update(&\(root).wrappedValue, at: \(SwiftCode.literal(path)), json: ",
                    SwiftCode.jsonLiteral(json), ")")
        case .state(let statePath, let path, let json):
            return [
                SwiftCode.comment("set \(path) \(json)"),
                "try host.updateState(\(SwiftCode.literal(statePath)), at: \(SwiftCode.literal(path)), "
                    + "json: \(SwiftCode.literal(json)))",
            ]
        case .stateCase(let statePath, let typeName, let caseName):
            return [
                SwiftCode.comment("set \(statePath) \(caseName)"),
                "try host.setState(\(SwiftCode.literal(statePath)), to: \(typeName).\(caseName))",
            ]
        case .storageCase(let scene, let key, let typeName, let caseName):
            return [
                SwiftCode.comment("set \(scene ? "SceneStorage" : "AppStorage").\(key) \(caseName)"),
                "try host.\(scene ? "sceneStorage" : "appStorage").set(\(typeName).\(caseName), "
                    + "forKey: \(SwiftCode.literal(key)))",
            ]
        case .storage(let scene, let key, let json):
            return [
                "try host.\(scene ? "sceneStorage" : "appStorage").setJSON(\(SwiftCode.literal(json)), "
                    + "forKey: \(SwiftCode.literal(key)))"
            ]
        case .model(let handle, let properties, let typeName, let json, let path, let written):
            // The model as the test reaches it, and its property written through the setter.
            let model =
                switch handle {
                case .environment(let modelType): "host.environmentObject(\(modelType).self)"
                case .state(let statePath, let modelType):
                    "host.stateSlots.first { $0.path == \(SwiftCode.literal(statePath)) }?.value as? \(modelType)"
                }
            return [SwiftCode.comment("set \(path) \(ShortValue.text(Redaction.redact(written)))")]
                + SwiftCode.wrapping(
                    "try #require(\(model)).\(properties.joined(separator: ".")) = "
                        + "try JSONFixture.decode(\(typeName).self, ",
                    SwiftCode.jsonLiteral(json), ")")
        }
    }
}
