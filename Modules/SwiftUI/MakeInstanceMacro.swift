import TextUI

/// A closure that makes an instance of the type its context asks for: `{ .init() }`, expanded where
/// it is used. As the default argument of ``UIApplicationDelegateAdaptor``'s initializers it expands
/// in the app's own code, where the delegate's class is concrete, so the adaptor can make the
/// delegate from `AppDelegate.self` as SwiftUI does: a metatype alone can only call a `required`
/// initializer, and `NSObject.init()` is not one without the Objective-C runtime.
@freestanding(expression)
public macro _makeInstance<Instance>() -> () -> Instance =
    #externalMacro(module: "TextUIMacros", type: "MakeInstanceMacro")
