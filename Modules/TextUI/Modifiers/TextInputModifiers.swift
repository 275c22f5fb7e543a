// Keyboard and text entry hints. Text is typed through the host: these modifiers return the view
// unchanged.
extension View {
    /// This view (there is no on-screen keyboard).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// This view (typed text is not autocorrected).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// This view (typed text is not autocorrected).
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// This view (typed text is not capitalized).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// This view (there is no autofill).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// This view (there is no on-screen keyboard).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

/// The kind of on-screen keyboard (there is none).
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalized (it is not).
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String

    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a text field's content is, for autofill (there is none).
public struct UITextContentType: Sendable, Hashable {
    let rawValue: String

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// The label of the keyboard's return key (there is no keyboard).
public struct SubmitLabel: Sendable, Hashable {
    let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}
