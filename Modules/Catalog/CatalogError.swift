import TextUI

/// Why a catalog operation failed. Each case reads as one clear line.
public enum CatalogError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unknownComponent(String, available: [String])
    case unknownBinding(String, component: String, available: [String])
    case invalidJSON(binding: String, expectedType: String, reason: String)
    case unknownDependency(String, component: String, available: [String])
    case unknownChoice(dependency: String, choice: String, available: [String])
    case missingArgument(dependency: String, choice: String, argument: String)
    case unexpectedArgument(dependency: String, choice: String)
    case choiceFailed(dependency: String, choice: String, reason: String)
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
