import TextUI

/// Why a catalog operation failed. Each case reads as one clear line.
public enum CatalogError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The catalog has no component of this name (`available` lists the ones it has).
    case unknownComponent(String, available: [String])
    /// The component declares no binding of this name (`available` lists the ones it declares).
    case unknownBinding(String, component: String, available: [String])
    /// The JSON (or value) given for a binding does not fit its type; `reason` says why.
    case invalidJSON(binding: String, expectedType: String, reason: String)
    /// The component has no story of this name (`available` lists its stories).
    case unknownStory(String, component: String, available: [String])
    /// The component has no dependency of this name (`available` lists the ones it has).
    case unknownDependency(String, component: String, available: [String])
    /// The dependency has no choice of this name (`available` lists its choices).
    case unknownChoice(dependency: String, choice: String, available: [String])
    /// The choice takes a text argument (named `argument`, e.g. `URL`) and none was given.
    case missingArgument(dependency: String, choice: String, argument: String)
    /// The choice takes no argument and one was given.
    case unexpectedArgument(dependency: String, choice: String)
    /// The choice threw while making its value; `reason` is the error it threw.
    case choiceFailed(dependency: String, choice: String, reason: String)
    /// The component is no longer mounted in its host (it was unmounted).
    case notMounted

    public var description: String {
        switch self {
        case .unknownComponent(let name, let available):
            return "unknown component \"\(name)\" (components: \(available.joined(separator: ", ")))"
        case .unknownBinding(let name, let component, let available):
            let known = available.isEmpty ? "it has none" : "bindings: " + available.joined(separator: ", ")
            return "\(component) has no binding \"\(name)\" (\(known))"
        case .invalidJSON(let binding, let expectedType, let reason):
            return "\(binding) expects JSON for \(expectedType): \(reason)"
        case .unknownStory(let name, let component, let available):
            let known = available.isEmpty ? "it has none" : "stories: " + available.joined(separator: ", ")
            return "\(component) has no story \"\(name)\" (\(known))"
        case .unknownDependency(let name, let component, let available):
            let known = available.isEmpty ? "it has none" : "dependencies: " + available.joined(separator: ", ")
            return "\(component) has no dependency \"\(name)\" (\(known))"
        case .unknownChoice(let dependency, let choice, let available):
            return "\(dependency) has no choice \"\(choice)\" (choices: \(available.joined(separator: ", ")))"
        case .missingArgument(let dependency, let choice, let argument):
            return "\(dependency) \(choice) needs an argument: \(argument)"
        case .unexpectedArgument(let dependency, let choice):
            return "\(dependency) \(choice) takes no argument"
        case .choiceFailed(let dependency, let choice, let reason):
            return "\(dependency) \(choice) failed: \(reason)"
        case .notMounted:
            return "no component is mounted"
        }
    }

    public var errorDescription: String? { description }
}
