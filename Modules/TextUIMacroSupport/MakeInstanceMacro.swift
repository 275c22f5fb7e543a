/// `#_makeInstance`: a closure that makes an instance of the type the context asks for,
/// `{ .init() }`. Written as the caller-side default argument of an initializer that must make an
/// instance of a class it knows only generically, it expands where the initializer is called, where
/// the class is concrete: so a non-final `NSObject` subclass without a `required` initializer can
/// be made there (a metatype can only call a `required` one; without the Objective-C runtime, as on
/// Linux, nothing else can).
public enum MakeInstanceMacro: FreestandingMacro {
    public static func expansion(of request: FreestandingExpansionRequest) -> MacroExpansion {
        MacroExpansion(expandedSource: "{ .init() }")
    }
}
