import TextUI

/// How a text field capitalizes what is typed (UIKit's older type, taken by SwiftUI's deprecated
/// `autocapitalization(_:)`; text typed through a host is taken as it is).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitals, capitals for each word, for each sentence, or for every character.
    case none, words, sentences, allCharacters
}

extension View {
    /// Sets how text fields below capitalize what is typed (deprecated in SwiftUI for
    /// `textInputAutocapitalization(_:)`); text typed through a host is taken as it is.
    ///
    /// - Parameter style: The capitalization.
    /// - Returns: This view, rendered unchanged.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

extension TextInputAutocapitalization {
    /// The capitalization of UIKit's older type.
    ///
    /// - Parameter type: UIKit's capitalization.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
