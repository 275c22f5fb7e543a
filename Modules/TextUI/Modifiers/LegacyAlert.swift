/// An alert as a value, in SwiftUI's older spelling: presented with `alert(isPresented:content:)`
/// or `alert(item:content:)`, rendered as the other alerts are (`━━ Alert: Title ━━`, its message,
/// its buttons side by side; `[ OK ]` when it has none). Tapping a button dismisses it, then runs
/// the button's action.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when nil).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text below the title, or nil.
    ///   - dismissButton: The button, or nil for an OK button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? Button(label: nil, role: nil, action: {}, title: "OK")]
    }

    /// An alert with two buttons.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text below the title, or nil.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert`` or an ``ActionSheet``.
    public struct Button {
        /// The title, or nil for `title` ("Cancel", "OK").
        let label: Text?
        let role: ButtonRole?
        let action: (() -> Void)?
        var title = "Cancel"

        /// A plain button.
        ///
        /// - Parameters:
        ///   - label: The button's title.
        ///   - action: Runs when tapped (after the alert is dismissed).
        /// - Returns: The button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button titled `label`.
        ///
        /// - Parameters:
        ///   - label: The button's title.
        ///   - action: Runs when tapped (after the alert is dismissed).
        /// - Returns: The button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled Cancel.
        ///
        /// - Parameter action: Runs when tapped (after the alert is dismissed).
        /// - Returns: The button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: nil, role: .cancel, action: action)
        }

        /// A destructive button.
        ///
        /// - Parameters:
        ///   - label: The button's title.
        ///   - action: Runs when tapped (after the alert is dismissed).
        /// - Returns: The button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// An action sheet as a value, in SwiftUI's older spelling of `confirmationDialog`: rendered as a
/// dialog (`━━ Dialog: Title ━━`, its message, its buttons one below another).
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// The buttons of an action sheet are alert buttons.
    public typealias Button = Alert.Button

    /// An action sheet.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text below the title, or nil.
    ///   - buttons: The buttons, one below another (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of a legacy alert or action sheet, as buttons.
struct LegacyDialogButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Button(
                role: button.role, action: { button.action?() }, label: { button.label ?? Text(verbatim: button.title) }
            )
        }
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - content: Makes the alert.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .alert, title: alert.title, showsTitle: true,
                actions: LegacyDialogButtons(buttons: alert.buttons),
                message: alert.message)
        }
    }

    /// Presents the alert `content` makes for `item` while it is not nil; dismissing it sets the item
    /// to nil.
    ///
    /// - Parameters:
    ///   - item: The item the alert is about; while nil, no alert shows.
    ///   - content: Makes the alert for the item.
    /// - Returns: A view that shows the alert below this one while `item` is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        presentingDialog(isPresented: item.isPresent(), data: item.wrappedValue) { value in
            let alert = content(value)
            return DialogBody(
                style: .alert, title: alert.title, showsTitle: true,
                actions: LegacyDialogButtons(buttons: alert.buttons),
                message: alert.message)
        }
    }

    /// Presents the action sheet `content` makes while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet shows; set to false when one of its buttons dismisses it.
    ///   - content: Makes the action sheet.
    /// - Returns: A view that shows the sheet below this one while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .confirmationDialog, title: sheet.title, showsTitle: true,
                actions: LegacyDialogButtons(buttons: sheet.buttons), message: sheet.message)
        }
    }

    /// Presents the action sheet `content` makes for `item` while it is not nil.
    ///
    /// - Parameters:
    ///   - item: The item the sheet is about; while nil, no sheet shows.
    ///   - content: Makes the action sheet for the item.
    /// - Returns: A view that shows the sheet below this one while `item` is not nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet) -> some View {
        presentingDialog(isPresented: item.isPresent(), data: item.wrappedValue) { value in
            let sheet = content(value)
            return DialogBody(
                style: .confirmationDialog, title: sheet.title, showsTitle: true,
                actions: LegacyDialogButtons(buttons: sheet.buttons), message: sheet.message)
        }
    }
}

extension Binding {
    /// True while an optional's value is there; setting false clears it.
    func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
    }
}
