import Foundation

/// The language text is laid out for: the language of its content, or one given (text output
/// lays every language out the same).
public struct TypesettingLanguage: Sendable, Hashable {
    /// The language given, or nil for the content's own.
    let language: Locale.Language?

    /// The language of the text's content.
    public static let automatic = TypesettingLanguage(language: nil)

    /// A language given.
    ///
    /// - Parameter language: The language to lay text out for.
    /// - Returns: The typesetting language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}
