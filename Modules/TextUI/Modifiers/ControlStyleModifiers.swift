// Styles of lists and controls. Text output draws lists, pickers, text fields and forms one way:
// their style modifiers return the view unchanged. Button, toggle, label, progress view and group
// box styles are applied to the views inside (see StyleStack).
extension View {
    /// This view (list styles are not rendered).
    ///
    /// - Parameter style: The list style (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    /// This view (picker styles are not rendered: a picker always lists its options).
    ///
    /// - Parameter style: The picker style (accepted, not rendered: a picker always lists its options).
    /// - Returns: This view, rendered unchanged.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// This view (text field styles are not rendered).
    ///
    /// - Parameter style: The text field style (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// Progress views inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style that draws the progress views inside this view.
    /// - Returns: A view whose progress views are drawn by `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.progressViewStyles, style: style)
    }
    /// Buttons inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style that draws the buttons inside this view.
    /// - Returns: A view whose buttons are drawn by `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.buttonStyles, style: style)
    }
    /// Buttons inside this view are drawn and operated by `style`.
    ///
    /// - Parameter style: The style that draws and triggers the buttons inside this view.
    /// - Returns: A view whose buttons are drawn and operated by `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.buttonStyles, style: style)
    }
    /// This view (button shapes are not rendered).
    ///
    /// - Parameter shape: The border shape (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// Toggles inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style that draws the toggles inside this view.
    /// - Returns: A view whose toggles are drawn by `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.toggleStyles, style: style)
    }
    /// Labels inside this view are drawn by `style` (the built-in styles show the title).
    ///
    /// - Parameter style: The style that draws the labels inside this view.
    /// - Returns: A view whose labels are drawn by `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.labelStyles, style: style)
    }
    /// This view (control labels stay: the host finds controls by them).
    ///
    /// - Returns: This view, rendered unchanged.
    public func labelsHidden() -> some View { self }
}

/// The shape of a bordered button (not rendered).
public struct ButtonBorderShape: Sendable, Hashable {
    let name: String

    /// The `automatic` button shape.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// The `capsule` button shape.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// The `roundedRectangle` button shape.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// The `circle` button shape.
    public static let circle = ButtonBorderShape(name: "circle")
}
