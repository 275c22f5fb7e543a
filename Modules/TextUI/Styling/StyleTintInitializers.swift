// The initializers that tint a style (iOS 14; SwiftUI now prefers `tint(_:)`), which apps still
// write: `.toggleStyle(SwitchToggleStyle(tint: .green))`,
// `.progressViewStyle(CircularProgressViewStyle(tint: .white))`. Text output draws no colour: each
// is the style without a tint.
extension SwitchToggleStyle {
    /// A switch style tinted with a colour (the tint is not drawn).
    ///
    /// - Parameter tint: The colour of the switch when it is on.
    public init(tint: Color) {
        self.init()
    }
}

extension CircularProgressViewStyle {
    /// A circular progress style tinted with a colour (the tint is not drawn).
    ///
    /// - Parameter tint: The colour of the spinner.
    public init(tint: Color) {
        self.init()
    }
}

extension LinearProgressViewStyle {
    /// A linear progress style tinted with a colour (the tint is not drawn).
    ///
    /// - Parameter tint: The colour of the bar.
    public init(tint: Color) {
        self.init()
    }
}
