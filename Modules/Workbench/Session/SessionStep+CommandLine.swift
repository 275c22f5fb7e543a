extension SessionStep {
    /// The command that takes this step again, as a person would type it (`watch` brings a session
    /// back by running these).
    var commandLine: String {
        let arg = ArgumentText.written
        switch self {
        case .setBinding(let path, let json): return "set \(path) \(json)"
        case .setState(let statePath, let path, let json):
            // `path` starts with the state's own name; the command names the state by its full path.
            let rootLength = path.prefix { $0 != "." && $0 != "[" }.count
            return "set \(statePath)\(path.dropFirst(rootLength)) \(json)"
        case .reset: return "reset"
        case .tap(let label): return "tap \(arg(label))"
        case .type(let label, let text): return "type \(arg(label)) \(arg(text))"
        case .toggle(let label): return "toggle \(arg(label))"
        case .select(let label, let option): return "select \(arg(label)) \(arg(option))"
        case .use(let dependency, let selection):
            return "use \(arg(dependency)) \(arg(selection.choice))" + (selection.argument.map { " " + arg($0) } ?? "")
        }
    }
}
