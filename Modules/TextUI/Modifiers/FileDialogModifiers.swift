import Foundation

// How the system's file dialogs (importers, exporters, movers) look and start. A host has no
// file dialog: these modifiers return the view unchanged.
extension View {
    /// This view (a host has no file dialog).
    ///
    /// - Parameter label: The label of the dialog's confirming button, or nil for the default.
    /// - Returns: This view, unchanged.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter labelKey: The localized label of the dialog's confirming button.
    /// - Returns: This view, unchanged.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter label: The label of the dialog's confirming button.
    /// - Returns: This view, unchanged.
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter id: The name the dialog's customizations are saved under.
    /// - Returns: This view, unchanged.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter defaultDirectory: The directory the dialog opens in, or nil for the default.
    /// - Returns: This view, unchanged.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter imports: Whether an alias is imported as is rather than resolved.
    /// - Returns: This view, unchanged.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter message: The dialog's message, or nil for none.
    /// - Returns: This view, unchanged.
    public func fileDialogMessage(_ message: Text?) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter messageKey: The dialog's localized message.
    /// - Returns: This view, unchanged.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter message: The dialog's message.
    /// - Returns: This view, unchanged.
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter condition: Which files and directories can be chosen.
    /// - Returns: This view, unchanged.
    public func fileDialogURLEnabled(_ condition: Predicate<URL>) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter label: The label of the exporter's file name field, or nil for the default.
    /// - Returns: This view, unchanged.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter labelKey: The localized label of the exporter's file name field.
    /// - Returns: This view, unchanged.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// This view (a host has no file dialog).
    ///
    /// - Parameter label: The label of the exporter's file name field.
    /// - Returns: This view, unchanged.
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
}

extension View {
    /// This view (there is no file dialog in text output).
    ///
    /// - Parameter options: What the dialogs' browsers show; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
}
