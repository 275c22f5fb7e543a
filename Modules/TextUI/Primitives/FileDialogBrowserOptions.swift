/// What a file dialog's browser shows (`fileDialogBrowserOptions(_:)`): packages as folders,
/// hidden files, file extensions. There is no file dialog in text output: the options are kept.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int

    /// Options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Packages are browsed as folders.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Hidden files are shown.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// File extensions are shown.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}
