import Foundation

/// `os_log`'s `printf`-style formats with privacy annotations (`%{public}@`, `%{private}d`),
/// written as a log line shows them.
enum LegacyLogFormat {
    /// `format` with `arguments` put in, private ones redacted. One pass over the format; a
    /// conversion without an argument is left as written.
    static func text(of format: String, arguments: [any CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            output += format[index..<percent]
            guard let (specifier, end) = conversion(in: format, at: percent) else {
                output += "%"
                index = format.index(after: percent)
                continue
            }
            index = end
            if specifier.conversion == "%" {
                output += "%"
                continue
            }
            guard let argument = remaining.popFirst() else {
                output += format[percent..<end]
                continue
            }
            let isObject = specifier.conversion == "@" || specifier.conversion == "s"
            let text =
                specifier.conversion == "@"
                ? String(describing: argument) : String(format: "%" + specifier.flags + specifier.conversion, argument)
            output += specifier.privacy.apply(to: text, isPublicByDefault: !isObject)
        }
        output += format[index...]
        return output
    }

    private struct Specifier {
        var privacy: OSLogPrivacy
        var flags: String
        var conversion: String
    }

    /// The conversion that starts at `percent`, and the index after it.
    private static func conversion(in format: String, at percent: String.Index) -> (Specifier, String.Index)? {
        var index = format.index(after: percent)
        var privacy = OSLogPrivacy.auto
        if index < format.endIndex, format[index] == "{" {
            guard let close = format[index...].firstIndex(of: "}") else { return nil }
            let annotations = format[format.index(after: index)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if annotations.contains("public") { privacy = .public }
            if annotations.contains("private") { privacy = .private }
            index = format.index(after: close)
        }
        var flags = ""
        while index < format.endIndex, "-+ #0123456789.hlqztjL".contains(format[index]) {
            flags.append(format[index])
            index = format.index(after: index)
        }
        guard index < format.endIndex, "diouxXeEfFgGcsSp@%".contains(format[index]) else { return nil }
        let conversion = String(format[index])
        // Length modifiers other than `l`/`ll` are not needed by Swift's CVarArg values.
        flags = flags.filter { !"hqztjL".contains($0) }
        return (Specifier(privacy: privacy, flags: flags, conversion: conversion), format.index(after: index))
    }
}
