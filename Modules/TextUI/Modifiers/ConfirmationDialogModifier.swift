// Confirmation dialogs: rendered below the presenting view as `━━ Dialog: Title ━━` (the title
// shows unless its visibility is `.hidden`), the message, and the buttons one below another.
// Tapping any button dismisses the dialog.
extension View {
    /// Presents a confirmation dialog while `isPresented` is true, with `actions` as its buttons;
    /// tapping any of them dismisses it.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Dialog: Title ━━` (not localized).
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - actions: The dialog's buttons, one below another.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions(),
                message: EmptyView())
        }
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Dialog: Title ━━` (not localized).
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - actions: The dialog's buttons, one below another.
    ///   - message: The text shown below the header, above the buttons.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions(),
                message: message())
        }
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
    /// nil.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Dialog: Title ━━` (not localized).
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - data: The value the dialog is about; while nil, no dialog shows.
    ///   - actions: Builds the dialog's buttons from `data`, one below another.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<T, A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions($0),
                message: EmptyView())
        }
    }

    /// Presents a confirmation dialog with a message about `data` while `isPresented` is true and
    /// `data` is not nil.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Dialog: Title ━━` (not localized).
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - data: The value the dialog is about; while nil, no dialog shows.
    ///   - actions: Builds the dialog's buttons from `data`, one below another.
    ///   - message: Builds the text shown below the header from `data`.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<T, A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions($0),
                message: message($0))
        }
    }

    /// Presents a confirmation dialog while `isPresented` is true, with `actions` as its buttons;
    /// tapping any of them dismisses it.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - actions: The dialog's buttons, one below another.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions(),
                message: EmptyView())
        }
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - actions: The dialog's buttons, one below another.
    ///   - message: The text shown below the header, above the buttons.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions(),
                message: message())
        }
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
    /// nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - data: The value the dialog is about; while nil, no dialog shows.
    ///   - actions: Builds the dialog's buttons from `data`, one below another.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, T, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions($0),
                message: EmptyView())
        }
    }

    /// Presents a confirmation dialog with a message about `data` while `isPresented` is true and
    /// `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - data: The value the dialog is about; while nil, no dialog shows.
    ///   - actions: Builds the dialog's buttons from `data`, one below another.
    ///   - message: Builds the text shown below the header from `data`.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, T, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions($0),
                message: message($0))
        }
    }

    /// Presents a confirmation dialog while `isPresented` is true, with `actions` as its buttons;
    /// tapping any of them dismisses it.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - actions: The dialog's buttons, one below another.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions(),
                message: EmptyView())
        }
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - actions: The dialog's buttons, one below another.
    ///   - message: The text shown below the header, above the buttons.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions(),
                message: message())
        }
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
    /// nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - data: The value the dialog is about; while nil, no dialog shows.
    ///   - actions: Builds the dialog's buttons from `data`, one below another.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<T, A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions($0),
                message: EmptyView())
        }
    }

    /// Presents a confirmation dialog with a message about `data` while `isPresented` is true and
    /// `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Dialog: Title ━━`.
    ///   - isPresented: Whether the dialog shows; set to false when one of its buttons dismisses it.
    ///   - titleVisibility: `.hidden` leaves the title out of the header (`━━ Dialog ━━`); otherwise it shows.
    ///   - data: The value the dialog is about; while nil, no dialog shows.
    ///   - actions: Builds the dialog's buttons from `data`, one below another.
    ///   - message: Builds the text shown below the header from `data`.
    /// - Returns: A view that shows the dialog below this one while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<T, A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(
                style: .confirmationDialog, title: title, showsTitle: titleVisibility != .hidden, actions: actions($0),
                message: message($0))
        }
    }
}
