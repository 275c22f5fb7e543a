// Keyboard and text entry hints. Text is typed through the host: these modifiers return the view
// unchanged.
extension View {
    /// This view (there is no on-screen keyboard).
    ///
    /// - Parameter type: The kind of on-screen keyboard; accepted, no effect (any text can be typed through the host).
    /// - Returns: This view, unchanged.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// This view, with autocorrection off when `disable` (typed text is never corrected).
    ///
    /// - Parameter disable: Whether autocorrection is off (true by default).
    /// - Returns: This view, with ``EnvironmentValues/autocorrectionDisabled`` set.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }
    /// This view (typed text is not autocorrected).
    ///
    /// - Parameter disable: Whether autocorrection is off, or `nil` for the default; accepted (it is always off).
    /// - Returns: This view, unchanged.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// This view (typed text is not capitalized).
    ///
    /// - Parameter autocapitalization: How typed text is capitalized, or `nil` for the default; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// This view (there is no autofill).
    ///
    /// - Parameter textContentType: What the field holds, for autofill, or `nil`; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// This view (there is no on-screen keyboard).
    ///
    /// - Parameter submitLabel: The return key's label; accepted, no effect (`host.submit(_:)` submits anyway).
    /// - Returns: This view, unchanged.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

/// The kind of on-screen keyboard (there is none).
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// The default keyboard, or one for ASCII, numbers and punctuation, URLs, numbers, phone numbers, names and
    /// phone numbers, or email addresses.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    /// A keyboard for decimal numbers, Twitter handles, web searches, or ASCII digits.
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalized (it is not).
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String

    /// The `never` capitalization.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The `words` capitalization.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The `sentences` capitalization.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// The `characters` capitalization.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a text field's content is, for autofill (there is none).
public struct UITextContentType: Sendable, Hashable {
    let rawValue: String

    /// The `name` content type.
    public static let name = UITextContentType(rawValue: "name")
    /// The `givenName` content type.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// The `familyName` content type.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// The `username` content type.
    public static let username = UITextContentType(rawValue: "username")
    /// The `password` content type.
    public static let password = UITextContentType(rawValue: "password")
    /// The `newPassword` content type.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// The `oneTimeCode` content type.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// The `emailAddress` content type.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// The `telephoneNumber` content type.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// The `URL` content type.
    public static let URL = UITextContentType(rawValue: "URL")
    /// The `fullStreetAddress` content type.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The `postalCode` content type.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// The `namePrefix` content type.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// The `middleName` content type.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// The `nameSuffix` content type.
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// The `nickname` content type.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// The `jobTitle` content type.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// The `organizationName` content type.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// The `location` content type.
    public static let location = UITextContentType(rawValue: "location")
    /// The `streetAddressLine1` content type.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The `streetAddressLine2` content type.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// The `addressCity` content type.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// The `addressState` content type.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// The `addressCityAndState` content type.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// The `sublocality` content type.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// The `countryName` content type.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// The `creditCardNumber` content type.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// The `shipmentTrackingNumber` content type.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// The `flightNumber` content type.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// The `dateTime` content type.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// The `birthdate` content type.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    /// The `birthdateDay` content type.
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    /// The `birthdateMonth` content type.
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    /// The `birthdateYear` content type.
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    /// The `creditCardSecurityCode` content type.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// The `creditCardName` content type.
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// The `creditCardGivenName` content type.
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    /// The `creditCardMiddleName` content type.
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    /// The `creditCardFamilyName` content type.
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    /// The `creditCardExpiration` content type.
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// The `creditCardExpirationMonth` content type.
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    /// The `creditCardExpirationYear` content type.
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    /// The `creditCardType` content type.
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
}

/// The label of the keyboard's return key (there is no keyboard).
public struct SubmitLabel: Sendable, Hashable {
    let name: String

    /// The `done` return key label.
    public static let done = SubmitLabel(name: "done")
    /// The `go` return key label.
    public static let go = SubmitLabel(name: "go")
    /// The `send` return key label.
    public static let send = SubmitLabel(name: "send")
    /// The `join` return key label.
    public static let join = SubmitLabel(name: "join")
    /// The `route` return key label.
    public static let route = SubmitLabel(name: "route")
    /// The `search` return key label.
    public static let search = SubmitLabel(name: "search")
    /// The `return` return key label.
    public static let `return` = SubmitLabel(name: "return")
    /// The `next` return key label.
    public static let next = SubmitLabel(name: "next")
    /// The `continue` return key label.
    public static let `continue` = SubmitLabel(name: "continue")
}
