/// An option an app adds to the workbench's command line, such as `movies`'s `--source SOURCE`:
/// it takes one value, given as `--name VALUE` or `--name=VALUE`.
public struct WorkbenchOption: Sendable, Equatable {
    /// The option as typed, with its dashes: `--source`.
    public let name: String
    /// What its value is, as help shows it: `SOURCE`.
    public let valueName: String
    /// What it does, for `--help` (it may span lines).
    public let help: String
    /// The value when the option is not given; nil when it has none.
    public let defaultValue: String?

    /// An option taking one value.
    ///
    /// - Parameters:
    ///   - name: The option as typed, with its dashes (`--source`).
    ///   - valueName: What its value is, for help (`SOURCE`).
    ///   - help: What it does, for `--help`.
    ///   - defaultValue: Its value when it is not given, or nil.
    public init(_ name: String, valueName: String, help: String, defaultValue: String? = nil) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
    }
}
