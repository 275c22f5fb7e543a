/// How a `#Preview` names what it declares, so that a tool that reads the source can reach each
/// preview: the use at line `L`, column `C` of `File.swift` declares
///
/// ```swift
/// func _textUIPreview(`File.swift:L:C` _: Void) -> TextUI.Preview
/// ```
///
/// in the file's module, reached as ``reference(fileID:line:column:)`` spells it:
/// `` _textUIPreview(`File.swift:L:C`: ()) ``. `C` is the column of `#`, counted in UTF-8 bytes as
/// the compiler counts (see ``SourcePosition``). Swift forbids two files of one module to share a
/// name, so the label is unique in the module. In the file name, characters that a backtick
/// identifier may not hold (backticks, backslashes, control characters, and white space other than
/// a plain space) become `_`.
public enum PreviewDeclarationName {
    /// The name of every preview function, which the macro declares with `names: named(…)`.
    public static let baseName = "_textUIPreview"

    /// The argument label of the preview declared at `position` in the file with `fileID`
    /// (`Module/File.swift`, as `#fileID` spells it, or only the file's name).
    public static func label(fileID: String, at position: SourcePosition) -> String {
        let fileName = fileID.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? fileID
        var scalars = String.UnicodeScalarView()
        for scalar in fileName.unicodeScalars {
            scalars.append(isAllowedInBacktickIdentifier(scalar) ? scalar : "_")
        }
        return "\(String(scalars)):\(position.line):\(position.column)"
    }

    /// The expression that reaches the preview declared at `position` in the file with `fileID`.
    public static func reference(fileID: String, at position: SourcePosition) -> String {
        "\(baseName)(`\(label(fileID: fileID, at: position))`: ())"
    }

    private static func isAllowedInBacktickIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "`", "\\": return false
        case " ", "\u{200E}", "\u{200F}": return true
        default:
            return scalar.properties.generalCategory != .control && !scalar.properties.isWhitespace
        }
    }
}
