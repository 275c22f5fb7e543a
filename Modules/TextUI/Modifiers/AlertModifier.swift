// Alerts: rendered below the presenting view as `━━ Alert: Title ━━`, the message, and the
// buttons side by side (`[ OK ]` when there are none). Tapping any button dismisses the alert.
extension View {
    /// Presents an alert while `isPresented` is true, with `actions` as its buttons; tapping any of
    /// them dismisses it.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Alert: Title ━━` (not localized).
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - actions: The alert's buttons, side by side; none gives an `[ OK ]` button.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions(), message: EmptyView())
        }
    }

    /// Presents an alert with a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Alert: Title ━━` (not localized).
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - actions: The alert's buttons, side by side; none gives an `[ OK ]` button.
    ///   - message: The text shown below the header, above the buttons.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions(), message: message())
        }
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Alert: Title ━━` (not localized).
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - data: The value the alert is about; while nil, no alert shows.
    ///   - actions: Builds the alert's buttons from `data`, side by side; none gives an `[ OK ]` button.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `data` is not nil.
    public func alert<T, A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions($0), message: EmptyView())
        }
    }

    /// Presents an alert with a message about `data` while `isPresented` is true and `data` is not
    /// nil.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown as written in the header line `━━ Alert: Title ━━` (not localized).
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - data: The value the alert is about; while nil, no alert shows.
    ///   - actions: Builds the alert's buttons from `data`, side by side; none gives an `[ OK ]` button.
    ///   - message: Builds the text shown below the header from `data`.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `data` is not nil.
    public func alert<T, A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        let title = Text(titleKey)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions($0), message: message($0))
        }
    }

    /// Presents an alert while `isPresented` is true, with `actions` as its buttons; tapping any of
    /// them dismisses it.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - actions: The alert's buttons, side by side; none gives an `[ OK ]` button.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions(), message: EmptyView())
        }
    }

    /// Presents an alert with a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - actions: The alert's buttons, side by side; none gives an `[ OK ]` button.
    ///   - message: The text shown below the header, above the buttons.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions(), message: message())
        }
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - data: The value the alert is about; while nil, no alert shows.
    ///   - actions: Builds the alert's buttons from `data`, side by side; none gives an `[ OK ]` button.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, T, A: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions($0), message: EmptyView())
        }
    }

    /// Presents an alert with a message about `data` while `isPresented` is true and `data` is not
    /// nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown as is in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - data: The value the alert is about; while nil, no alert shows.
    ///   - actions: Builds the alert's buttons from `data`, side by side; none gives an `[ OK ]` button.
    ///   - message: Builds the text shown below the header from `data`.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, T, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        let title = Text(title)
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions($0), message: message($0))
        }
    }

    /// Presents an alert while `isPresented` is true, with `actions` as its buttons; tapping any of
    /// them dismisses it.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - actions: The alert's buttons, side by side; none gives an `[ OK ]` button.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions(), message: EmptyView())
        }
    }

    /// Presents an alert with a message while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - actions: The alert's buttons, side by side; none gives an `[ OK ]` button.
    ///   - message: The text shown below the header, above the buttons.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: ()) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions(), message: message())
        }
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - data: The value the alert is about; while nil, no alert shows.
    ///   - actions: Builds the alert's buttons from `data`, side by side; none gives an `[ OK ]` button.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `data` is not nil.
    public func alert<T, A: View>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions($0), message: EmptyView())
        }
    }

    /// Presents an alert with a message about `data` while `isPresented` is true and `data` is not
    /// nil.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the header line `━━ Alert: Title ━━`.
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - data: The value the alert is about; while nil, no alert shows.
    ///   - actions: Builds the alert's buttons from `data`, side by side; none gives an `[ OK ]` button.
    ///   - message: Builds the text shown below the header from `data`.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `data` is not nil.
    public func alert<T, A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        let title = title
        return presentingDialog(isPresented: isPresented, data: data) {
            DialogBody(style: .alert, title: title, showsTitle: true, actions: actions($0), message: message($0))
        }
    }

    /// Presents an alert about `error` while `isPresented` is true and `error` is not nil: its
    /// title is the error's description.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - error: The error the alert is about: its `errorDescription` is the title; while nil, no alert shows.
    ///   - actions: The alert's buttons, side by side; none gives an `[ OK ]` button.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `error` is not nil.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        presentingDialog(isPresented: isPresented, data: error) { error in
            DialogBody(
                style: .alert, title: Text(error.errorDescription ?? ""), showsTitle: true, actions: actions(),
                message: EmptyView())
        }
    }

    /// Presents an alert about `error` with a message while `isPresented` is true and `error` is
    /// not nil: its title is the error's description.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the alert shows; set to false when one of its buttons dismisses it.
    ///   - error: The error the alert is about: its `errorDescription` is the title; while nil, no alert shows.
    ///   - actions: Builds the alert's buttons from the error, side by side; none gives an `[ OK ]` button.
    ///   - message: Builds the text shown below the header from the error.
    /// - Returns: A view that shows the alert below this one while `isPresented` is true and `error` is not nil.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A,
        @ViewBuilder message: @escaping (E) -> M
    ) -> some View {
        presentingDialog(isPresented: isPresented, data: error) { error in
            DialogBody(
                style: .alert, title: Text(error.errorDescription ?? ""), showsTitle: true, actions: actions(error),
                message: message(error))
        }
    }
}
