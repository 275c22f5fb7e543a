// Styles of lists and controls. Text output draws each kind of control one way: these modifiers
// return the view unchanged.
extension View {
    /// This view (list styles are not rendered).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    /// This view (picker styles are not rendered: a picker always lists its options).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// This view (text field styles are not rendered).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// This view (progress view styles are not rendered).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    /// This view (form styles are not rendered).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    /// This view (button styles are not rendered).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    /// This view (button styles are not rendered).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// This view (button shapes are not rendered).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// This view (toggle styles are not rendered).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    /// This view (label styles are not rendered: a label shows its title).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    /// This view (control labels stay: the host finds controls by them).
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
