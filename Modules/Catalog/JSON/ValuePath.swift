import TextUI

/// A path into a component's values: a root name, then keys and indices, as in
/// `movies[0].title` or `favorites[2]` (a key with other characters: `["a key"]`).
public struct ValuePath: Equatable, Sendable, CustomStringConvertible {
    /// One step below the root.
    public enum Component: Equatable, Sendable {
        /// A member of an object, by key: `.title` or `["a key"]`.
        case key(String)
        /// An element of an array, by position from 0: `[0]`.
        case index(Int)
    }

    /// The binding or state name the path starts at.
    public var root: String
    /// The steps below it.
    public var components: [Component]

    /// A path of `root` and `components`.
    ///
    /// - Parameters:
    ///   - root: The binding or state name the path starts at, e.g. `movies`.
    ///   - components: The steps below it, e.g. `[.index(0), .key("title")]`; none for the root itself.
    public init(root: String, components: [Component] = []) {
        self.root = root
        self.components = components
    }

    public var description: String {
        ValuePath.describe(root: root, components[...])
    }

    /// This path followed by one more step.
    ///
    /// - Parameter component: The step to add at the end.
    /// - Returns: A new path; this one is unchanged.
    public func appending(_ component: Component) -> ValuePath {
        ValuePath(root: root, components: components + [component])
    }

    /// Text for `root` followed by `components`.
    static func describe(root: String, _ components: ArraySlice<Component>) -> String {
        components.reduce(root) { text, component in
            switch component {
            case .index(let index): return text + "[\(index)]"
            case .key(let key):
                if key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !key.isEmpty {
                    return text + "." + key
                }
                var quoted = ""
                JSONValue.writeString(key, to: &quoted)
                return text + "[\(quoted)]"
            }
        }
    }

    /// Parses `text`: a name, then `.key`, `[index]` or `["key"]` steps.
    ///
    /// - Parameter text: A path such as `movies[0].title` or `favorites["a key"]`, without spaces.
    /// - Returns: The parsed path.
    /// - Throws: ``ValuePathError/malformed(path:reason:)`` when `text` does not start with a name or a step is
    ///   invalid (a negative index, an unterminated key, a missing `]`...).
    public static func parse(_ text: String) throws(ValuePathError) -> ValuePath {
        var scanner = PathScanner(Array(text.unicodeScalars), text: text)
        return try scanner.parse()
    }

    // MARK: Reading and writing JSON

    /// The value at this path below `value` (which is the root's value).
    ///
    /// - Parameter value: The root's value as JSON; the root name itself is not looked up.
    /// - Returns: The value the path leads to (`value` itself when the path has no steps).
    /// - Throws: ``ValuePathError`` when a step leads nowhere: an index out of range, a missing key, or a step into
    ///   a value that is not an array or an object.
    public func value(in value: JSONValue) throws(ValuePathError) -> JSONValue {
        var current = value
        for (offset, component) in components.enumerated() {
            current = try step(current, component, at: offset)
        }
        return current
    }

    /// `value` with the value at this path replaced by `newValue`.
    ///
    /// - Parameters:
    ///   - value: The root's value as JSON.
    ///   - newValue: The value to put at the path; the path must already lead to a value (nothing is added).
    /// - Returns: A copy of `value` with the replacement made (`newValue` itself when the path has no steps).
    /// - Throws: ``ValuePathError`` when a step leads nowhere, as ``value(in:)`` does.
    public func replacing(in value: JSONValue, with newValue: JSONValue) throws(ValuePathError) -> JSONValue {
        try replace(value, from: 0, with: newValue)
    }

    private func replace(_ value: JSONValue, from offset: Int, with newValue: JSONValue) throws(ValuePathError)
        -> JSONValue
    {
        guard offset < components.count else { return newValue }
        let child = try step(value, components[offset], at: offset)
        let replaced = try replace(child, from: offset + 1, with: newValue)
        switch (value, components[offset]) {
        case (.array(var elements), .index(let index)):
            elements[index] = replaced
            return .array(elements)
        case (.object(var members), .key(let key)):
            if let position = members.firstIndex(where: { $0.key == key }) {
                members[position].value = replaced
            }
            return .object(members)
        default:
            return value
        }
    }

    private func step(_ value: JSONValue, _ component: Component, at offset: Int) throws(ValuePathError) -> JSONValue {
        let location = ValuePath.describe(root: root, components[..<offset])
        switch (value, component) {
        case (.array(let elements), .index(let index)):
            guard index < elements.count else {
                throw .outOfRange(path: location, index: index, count: elements.count)
            }
            return elements[index]
        case (.object(let members), .key(let key)):
            guard let member = members.first(where: { $0.key == key }) else {
                throw .noSuchKey(path: location, key: key, available: members.map(\.key))
            }
            return member.value
        case (_, .index):
            throw .notAnArray(path: location, found: value.kindDescription)
        case (_, .key):
            throw .notAnObject(path: location, found: value.kindDescription)
        }
    }
}

/// Why a path is malformed or leads nowhere.
public enum ValuePathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path's text cannot be parsed; `reason` says why.
    case malformed(path: String, reason: String)
    /// The array at `path` has `count` elements, so it has no element at `index`.
    case outOfRange(path: String, index: Int, count: Int)
    /// The object at `path` has no member `key` (`available` lists its keys).
    case noSuchKey(path: String, key: String, available: [String])
    /// An index step was applied at `path`, but the value there is `found` (e.g. `a string`), not an array.
    case notAnArray(path: String, found: String)
    /// A key step was applied at `path`, but the value there is `found` (e.g. `an array of 3`), not an object.
    case notAnObject(path: String, found: String)

    public var description: String {
        switch self {
        case .malformed(let path, let reason):
            return "bad path \"\(path)\": \(reason)"
        case .outOfRange(let path, let index, let count):
            return "\(path)[\(index)] is out of range (\(path) has \(count) element\(count == 1 ? "" : "s"))"
        case .noSuchKey(let path, let key, let available):
            return "\(path) has no key \"\(key)\" (keys: \(available.joined(separator: ", ")))"
        case .notAnArray(let path, let found):
            return "\(path) is \(found), not an array"
        case .notAnObject(let path, let found):
            return "\(path) is \(found), not an object"
        }
    }
}

/// Reads a path's text.
private struct PathScanner {
    let scalars: [Unicode.Scalar]
    let text: String
    var position = 0

    init(_ scalars: [Unicode.Scalar], text: String) {
        self.scalars = scalars
        self.text = text
    }

    mutating func parse() throws(ValuePathError) -> ValuePath {
        let root = name()
        guard !root.isEmpty else { throw malformed("it must start with a name") }
        var path = ValuePath(root: root)
        while position < scalars.count {
            switch scalars[position] {
            case ".":
                position += 1
                let key = name()
                guard !key.isEmpty else { throw malformed("expected a name after \".\"") }
                path.components.append(.key(key))
            case "[":
                position += 1
                path.components.append(try bracketed())
            default:
                throw malformed("unexpected \"\(scalars[position])\"")
            }
        }
        return path
    }

    private mutating func name() -> String {
        var result = String.UnicodeScalarView()
        while position < scalars.count, scalars[position] != ".", scalars[position] != "[" {
            guard !scalars[position].properties.isWhitespace, scalars[position] != "]" else { break }
            result.append(scalars[position])
            position += 1
        }
        return String(result)
    }

    private mutating func bracketed() throws(ValuePathError) -> ValuePath.Component {
        if position < scalars.count, scalars[position] == "\"" { return try quotedKey() }
        guard let end = scalars[position...].firstIndex(of: "]") else { throw malformed("missing \"]\"") }
        let inside = String(String.UnicodeScalarView(scalars[position..<end]))
        position = end + 1
        if let index = Int(inside) {
            guard index >= 0 else { throw malformed("an index must be 0 or more") }
            return .index(index)
        }
        throw malformed("expected an index or a quoted key in brackets, found \"\(inside)\"")
    }

    /// `"key"]`: a JSON string (which may hold `]`), then the closing bracket.
    private mutating func quotedKey() throws(ValuePathError) -> ValuePath.Component {
        let start = position
        position += 1
        while position < scalars.count, scalars[position] != "\"" {
            position += scalars[position] == "\\" ? 2 : 1
        }
        guard position < scalars.count else { throw malformed("unterminated quoted key") }
        position += 1
        let literal = String(String.UnicodeScalarView(scalars[start..<position]))
        guard case .string(let key)? = try? JSONValue.parse(literal) else {
            throw malformed("expected an index or a quoted key in brackets, found \(literal)")
        }
        guard position < scalars.count, scalars[position] == "]" else { throw malformed("missing \"]\"") }
        position += 1
        return .key(key)
    }

    private func malformed(_ reason: String) -> ValuePathError {
        .malformed(path: text, reason: reason)
    }
}
