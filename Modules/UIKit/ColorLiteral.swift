/// The type a `#colorLiteral(red:green:blue:alpha:)` makes when its context asks for none, as UIKit
/// declares it: `Color(#colorLiteral(red: 0.2, green: 0.5, blue: 0.8, alpha: 1))` is a colour made
/// from a `UIColor`.
public typealias _ColorLiteralType = UIColor
