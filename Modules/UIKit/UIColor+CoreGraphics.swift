import TextUI

extension UIColor {
    /// A colour of a Core Graphics colour's components (red, green, blue and alpha; or grey and
    /// alpha); a colour without components is clear.
    ///
    /// - Parameter cgColor: The Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? []
        switch parts.count {
        case 4...: self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        case 2: self.init(white: parts[0], alpha: parts[1])
        default: self.init(white: 0, alpha: 0)
        }
    }

    /// The colour as a Core Graphics colour: its components for a colour made from components;
    /// for a system or named colour, SwiftUI's colour of that name in its light appearance (clear
    /// when SwiftUI has none).
    public var cgColor: CGColor {
        if case .components(let red, let green, let blue, let alpha) = source {
            return CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return Color(uiColor: self).cgColor ?? CGColor(gray: 0, alpha: 0)
    }
}
