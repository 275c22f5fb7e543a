/// The Swift names Xcode 15 gives an asset catalog's colours, images and namespace folders in the
/// symbols it generates (`GeneratedAssetSymbols.swift`). Apple documents only that the names are
/// lower camel case; the rules below are read off files Xcode generated, found in public
/// repositories that committed them (issue 31 has the list):
///
/// - A name with a lowercase letter is cut into words at anything neither letter nor digit
///   (`sticky-note`, `eye_hidden`, `Absolute Zero`), where a lowercase letter meets an uppercase one
///   (`blueEF`), where a run of capitals meets a capitalized word (`BGColorOne` is `BG`, `Color`,
///   `One`) and where digits meet letters (`2ed` is `2`, `ed`). A last word "Color" or "Image"
///   (any case) is dropped when others precede it (`AccentColor` is `accent`, `AppIconImage` is
///   `appIcon`, `background-color` is `background`; a colour named `Color` stays `color`). The first
///   word is lowercased, the others' first letters uppercased, and all joined: `BGColorOne` is
///   `bgColorOne`, `primary-30%` is `primary30`, `10d` is `_10D`.
/// - A name without lowercase letters keeps its case, its words (cut at non-alphanumerics and where
///   digits meet letters) joined by underscores: `BMW`, `A-1-1-0` is `A_1_1_0`, `4AB3FF` is
///   `_4_AB_3_FF`.
/// - A name starting with a digit gets an underscore first (`1` is `_1`); a Swift keyword is
///   written between backticks (`default`).
/// - A folder that provides a namespace is an enum named in upper camel case (`iconPreviews` is
///   `IconPreviews`), nested in the types the symbols extend.
public enum AssetSymbolName {
    /// The property name of an asset (the last part of its name, without namespaces).
    ///
    /// - Parameter name: The asset's name in the catalog, such as `BrandPrimaryColor`.
    /// - Returns: The Swift identifier, such as `brandPrimary`.
    public static func property(_ name: String) -> String {
        let hasLowercase = name.unicodeScalars.contains { $0.properties.isLowercase }
        var identifier: String
        if hasLowercase {
            var parts = words(name, splittingCase: true)
            if parts.count > 1, let last = parts.last, ["color", "image"].contains(last.lowercased()) {
                parts.removeLast()
            }
            identifier = parts.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : capitalized($0.element) }
                .joined()
        } else {
            identifier = words(name, splittingCase: false).joined(separator: "_")
        }
        return escaped(identifier)
    }

    /// The enum name of a folder that provides a namespace.
    ///
    /// - Parameter name: The folder's name, such as `iconPreviews`.
    /// - Returns: The Swift identifier, such as `IconPreviews`.
    public static func namespace(_ name: String) -> String {
        escaped(words(name, splittingCase: true).map(capitalized).joined())
    }

    /// The identifier made valid: an underscore before a leading digit (or for an empty name),
    /// backticks around a keyword.
    static func escaped(_ identifier: String) -> String {
        guard let first = identifier.unicodeScalars.first else { return "_" }
        if first.properties.generalCategory == .decimalNumber { return "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The name's words: runs of letters and digits, cut at every other character, where digits
    /// meet letters and (with `splittingCase`) where the case changes as camel case changes it.
    static func words(_ name: String, splittingCase: Bool) -> [String] {
        enum Kind { case lower, upper, digit, other }
        func kind(_ scalar: Unicode.Scalar) -> Kind {
            let properties = scalar.properties
            if properties.generalCategory == .decimalNumber { return .digit }
            if properties.isUppercase { return .upper }
            if properties.isAlphabetic { return .lower }
            return .other
        }
        let scalars = Array(name.unicodeScalars)
        var result: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { result.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for index in scalars.indices {
            let scalar = scalars[index]
            let this = kind(scalar)
            if this == .other {
                flush()
                continue
            }
            if let previous = current.last {
                let before = kind(previous)
                let next = index + 1 < scalars.count ? kind(scalars[index + 1]) : .other
                let cut =
                    (before == .digit) != (this == .digit)
                    || (splittingCase && before == .lower && this == .upper)
                    || (splittingCase && before == .upper && this == .upper && next == .lower)
                if cut { flush() }
            }
            current.append(scalar)
        }
        flush()
        return result
    }

    /// The word with its first letter uppercased.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Swift's keywords, which an identifier must write between backticks.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]
}
