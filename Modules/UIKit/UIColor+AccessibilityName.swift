import Foundation

extension UIColor {
    /// A name of the colour for people who cannot see it, as VoiceOver speaks it: a system or
    /// SwiftUI colour by its name in words (`systemBlue` and `Color.blue`: "blue"), a colour of
    /// components by its hue, lightened or darkened ("red", "dark green", "light blue"), greys as
    /// "black", "gray" or "white". UIKit does not document its wording; this one names the hue a
    /// person sees.
    public var accessibilityName: String {
        switch source {
        case .components(let red, let green, let blue, _):
            return Self.hueName(red: red, green: green, blue: blue)
        case .system(let name), .named(let name):
            // A SwiftUI colour's description: opacity factors first (`50% blue`), components as `#RRGGBBAA`.
            let base = name.split(separator: " ").last.map(String.init) ?? name
            if base.hasPrefix("#"), base.count == 9, let value = UInt32(base.dropFirst(), radix: 16) {
                let channel = { (shift: UInt32) in CGFloat((value >> shift) & 0xFF) / 255 }
                return Self.hueName(red: channel(24), green: channel(16), blue: channel(8))
            }
            return Self.words(base)
        }
    }

    /// `systemGray2` as "gray", `darkGray` as "dark gray": camel case as lowercase words, without
    /// UIKit's "system" prefix and trailing level digits.
    private static func words(_ name: String) -> String {
        var name = Substring(name)
        if name.hasPrefix("system"), name.count > 6 { name = name.dropFirst(6) }
        while let last = name.last, last.isNumber { name = name.dropLast() }
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty {
                words.append(String(character).lowercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.joined(separator: " ")
    }

    /// The name of the hue a person sees in red, green and blue from 0 to 1, "dark" when dim and
    /// "light" when pale and bright.
    private static func hueName(red: CGFloat, green: CGFloat, blue: CGFloat) -> String {
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        _ = UIColor(red: red, green: green, blue: blue, alpha: 1).getHue(
            &hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        if saturation < 0.15 {
            if brightness < 0.15 { return "black" }
            if brightness > 0.9 { return "white" }
            return brightness < 0.4 ? "dark gray" : brightness > 0.75 ? "light gray" : "gray"
        }
        hue *= 360
        let names: [(below: CGFloat, name: String)] = [
            (15, "red"), (45, "orange"), (70, "yellow"), (160, "green"), (200, "cyan"), (250, "blue"),
            (290, "purple"), (345, "pink"), (361, "red"),
        ]
        let name = names.first { hue < $0.below }?.name ?? "red"
        if brightness < 0.4 { return "dark " + name }
        if saturation < 0.5 { return "light " + name }
        return name
    }
}
