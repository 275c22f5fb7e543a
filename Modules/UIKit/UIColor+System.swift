extension UIColor {
    /// UIKit's `systemRed` colour.
    public class var systemRed: UIColor { UIColor(source: .system("systemRed")) }
    /// UIKit's `systemOrange` colour.
    public class var systemOrange: UIColor { UIColor(source: .system("systemOrange")) }
    /// UIKit's `systemYellow` colour.
    public class var systemYellow: UIColor { UIColor(source: .system("systemYellow")) }
    /// UIKit's `systemGreen` colour.
    public class var systemGreen: UIColor { UIColor(source: .system("systemGreen")) }
    /// UIKit's `systemMint` colour.
    public class var systemMint: UIColor { UIColor(source: .system("systemMint")) }
    /// UIKit's `systemTeal` colour.
    public class var systemTeal: UIColor { UIColor(source: .system("systemTeal")) }
    /// UIKit's `systemCyan` colour.
    public class var systemCyan: UIColor { UIColor(source: .system("systemCyan")) }
    /// UIKit's `systemBlue` colour.
    public class var systemBlue: UIColor { UIColor(source: .system("systemBlue")) }
    /// UIKit's `systemIndigo` colour.
    public class var systemIndigo: UIColor { UIColor(source: .system("systemIndigo")) }
    /// UIKit's `systemPurple` colour.
    public class var systemPurple: UIColor { UIColor(source: .system("systemPurple")) }
    /// UIKit's `systemPink` colour.
    public class var systemPink: UIColor { UIColor(source: .system("systemPink")) }
    /// UIKit's `systemBrown` colour.
    public class var systemBrown: UIColor { UIColor(source: .system("systemBrown")) }
    /// UIKit's `systemGray` colour.
    public class var systemGray: UIColor { UIColor(source: .system("systemGray")) }
    /// UIKit's `systemGray2` colour.
    public class var systemGray2: UIColor { UIColor(source: .system("systemGray2")) }
    /// UIKit's `systemGray3` colour.
    public class var systemGray3: UIColor { UIColor(source: .system("systemGray3")) }
    /// UIKit's `systemGray4` colour.
    public class var systemGray4: UIColor { UIColor(source: .system("systemGray4")) }
    /// UIKit's `systemGray5` colour.
    public class var systemGray5: UIColor { UIColor(source: .system("systemGray5")) }
    /// UIKit's `systemGray6` colour.
    public class var systemGray6: UIColor { UIColor(source: .system("systemGray6")) }
    /// UIKit's `tintColor` colour.
    public class var tintColor: UIColor { UIColor(source: .system("tintColor")) }
    /// UIKit's `label` colour.
    public class var label: UIColor { UIColor(source: .system("label")) }
    /// UIKit's `secondaryLabel` colour.
    public class var secondaryLabel: UIColor { UIColor(source: .system("secondaryLabel")) }
    /// UIKit's `tertiaryLabel` colour.
    public class var tertiaryLabel: UIColor { UIColor(source: .system("tertiaryLabel")) }
    /// UIKit's `quaternaryLabel` colour.
    public class var quaternaryLabel: UIColor { UIColor(source: .system("quaternaryLabel")) }
    /// UIKit's `link` colour.
    public class var link: UIColor { UIColor(source: .system("link")) }
    /// UIKit's `placeholderText` colour.
    public class var placeholderText: UIColor { UIColor(source: .system("placeholderText")) }
    /// UIKit's `separator` colour.
    public class var separator: UIColor { UIColor(source: .system("separator")) }
    /// UIKit's `opaqueSeparator` colour.
    public class var opaqueSeparator: UIColor { UIColor(source: .system("opaqueSeparator")) }
    /// UIKit's `systemBackground` colour.
    public class var systemBackground: UIColor { UIColor(source: .system("systemBackground")) }
    /// UIKit's `secondarySystemBackground` colour.
    public class var secondarySystemBackground: UIColor { UIColor(source: .system("secondarySystemBackground")) }
    /// UIKit's `tertiarySystemBackground` colour.
    public class var tertiarySystemBackground: UIColor { UIColor(source: .system("tertiarySystemBackground")) }
    /// UIKit's `systemGroupedBackground` colour.
    public class var systemGroupedBackground: UIColor { UIColor(source: .system("systemGroupedBackground")) }
    /// UIKit's `secondarySystemGroupedBackground` colour.
    public class var secondarySystemGroupedBackground: UIColor {
        UIColor(source: .system("secondarySystemGroupedBackground"))
    }
    /// UIKit's `tertiarySystemGroupedBackground` colour.
    public class var tertiarySystemGroupedBackground: UIColor {
        UIColor(source: .system("tertiarySystemGroupedBackground"))
    }
    /// UIKit's `systemFill` colour.
    public class var systemFill: UIColor { UIColor(source: .system("systemFill")) }
    /// UIKit's `secondarySystemFill` colour.
    public class var secondarySystemFill: UIColor { UIColor(source: .system("secondarySystemFill")) }
    /// UIKit's `tertiarySystemFill` colour.
    public class var tertiarySystemFill: UIColor { UIColor(source: .system("tertiarySystemFill")) }
    /// UIKit's `quaternarySystemFill` colour.
    public class var quaternarySystemFill: UIColor { UIColor(source: .system("quaternarySystemFill")) }
    /// UIKit's `lightText` colour.
    public class var lightText: UIColor { UIColor(source: .system("lightText")) }
    /// UIKit's `darkText` colour.
    public class var darkText: UIColor { UIColor(source: .system("darkText")) }
    /// UIKit's `black` colour.
    public class var black: UIColor { UIColor(source: .system("black")) }
    /// UIKit's `darkGray` colour.
    public class var darkGray: UIColor { UIColor(source: .system("darkGray")) }
    /// UIKit's `lightGray` colour.
    public class var lightGray: UIColor { UIColor(source: .system("lightGray")) }
    /// UIKit's `white` colour.
    public class var white: UIColor { UIColor(source: .system("white")) }
    /// UIKit's `gray` colour.
    public class var gray: UIColor { UIColor(source: .system("gray")) }
    /// UIKit's `red` colour.
    public class var red: UIColor { UIColor(source: .system("red")) }
    /// UIKit's `green` colour.
    public class var green: UIColor { UIColor(source: .system("green")) }
    /// UIKit's `blue` colour.
    public class var blue: UIColor { UIColor(source: .system("blue")) }
    /// UIKit's `cyan` colour.
    public class var cyan: UIColor { UIColor(source: .system("cyan")) }
    /// UIKit's `yellow` colour.
    public class var yellow: UIColor { UIColor(source: .system("yellow")) }
    /// UIKit's `magenta` colour.
    public class var magenta: UIColor { UIColor(source: .system("magenta")) }
    /// UIKit's `orange` colour.
    public class var orange: UIColor { UIColor(source: .system("orange")) }
    /// UIKit's `purple` colour.
    public class var purple: UIColor { UIColor(source: .system("purple")) }
    /// UIKit's `brown` colour.
    public class var brown: UIColor { UIColor(source: .system("brown")) }
    /// UIKit's `clear` colour.
    public class var clear: UIColor { UIColor(source: .system("clear")) }
}
