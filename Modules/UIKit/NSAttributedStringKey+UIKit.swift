extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between letters, in points, kept when the text is shrunk.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// How the text is struck through (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// How the text is underlined (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The colour of the underline (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the strikethrough (a `UIColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The colour of the text's outline (a `UIColor`).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the text's outline, as a percentage of the font size.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The text's shadow.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The URL the text links to.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text sits above its baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// How far the text leans.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// How far the text is stretched.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}
