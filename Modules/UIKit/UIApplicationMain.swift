import Foundation

/// UIKit's entry point: on iOS it makes the application and its delegate from their classes'
/// names, runs the app and never returns. Apps call it from a `main.swift`
/// (`UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`),
/// and the compiler calls it from the `main` it makes for a delegate marked `@UIApplicationMain`
/// (Xcode's templates before iOS 14), which builds and links on Linux.
///
/// It cannot run the app on Linux: Swift without Objective-C makes an instance of a class known
/// by name only through a `required` initializer, and the delegates UIKit makes (subclasses of
/// `UIResponder` or `NSObject`) have none. It says so on standard error, naming the delegate's
/// class, and ends the process with a failure status. An app runs on Linux with `@main` and a
/// SwiftUI `App` (whose `main()` prints its first window).
///
/// - Parameters:
///   - argc: The number of arguments.
///   - argv: The arguments.
///   - principalClassName: The name of the application's class (nil: `UIApplication`).
///   - delegateClassName: The name of the app delegate's class (nil: the main storyboard's).
/// - Returns: Never returns.
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    FileHandle.standardError.write(Data((ApplicationMain.refusal(delegateClassName: delegateClassName) + "\n").utf8))
    exit(EXIT_FAILURE)
}

/// The C functions the compiler's `main` for `@UIApplicationMain` calls, by name: UIKit's entry
/// point, declared by the C module `UIKit` (target `UIKitApplicationMain`), and Foundation's
/// `NSStringFromClass`, which gives it the delegate's name (Linux's Foundation declares it only in
/// Swift).
enum ApplicationMain {
    /// What ``UIApplicationMain(_:_:_:_:)`` says instead of running the app.
    ///
    /// - Parameter delegateClassName: The name of the app delegate's class.
    /// - Returns: The sentence.
    static func refusal(delegateClassName: String?) -> String {
        let delegate = delegateClassName.map { "the app delegate \($0)" } ?? "the main storyboard's app delegate"
        return "UIApplicationMain: \(delegate) cannot be made on Linux, where Swift makes an object of a class "
            + "known by name only through a required initializer; an app runs here with @main and a SwiftUI App"
    }

    /// The name of `metadata`'s class as Foundation gives it (`Module.AppDelegate`).
    ///
    /// - Parameter metadata: A class's metadata, as the compiler passes it.
    /// - Returns: The name.
    static func className(ofMetadata metadata: UnsafeRawPointer) -> String {
        NSStringFromClass(unsafeBitCast(metadata, to: AnyClass.self))
    }
}

/// UIKit's C entry point (see ``ApplicationMain``): the names arrive as `NSString` objects.
/// `@usableFromInline` gives the symbol the linkage a call from the app's `main` needs; it is not
/// API.
@usableFromInline
@c(UIApplicationMain)
func applicationMainEntryPoint(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: UnsafeRawPointer?,
    _ delegateClassName: UnsafeRawPointer?
) -> Int32 {
    func string(_ pointer: UnsafeRawPointer?) -> String? {
        pointer.map { Unmanaged<NSString>.fromOpaque($0).takeUnretainedValue() as String }
    }
    return UIApplicationMain(argc, argv, string(principalClassName), string(delegateClassName))
}

/// Foundation's `NSStringFromClass` as the compiler's `main` for `@UIApplicationMain` calls it:
/// the class's metadata in, an `NSString` out, which the caller does not own (it is kept for the
/// life of the process: the `main` asks once).
@usableFromInline
@c(NSStringFromClass)
func classNameEntryPoint(_ metadata: UnsafeRawPointer) -> UnsafeRawPointer {
    UnsafeRawPointer(
        Unmanaged.passRetained(NSString(string: ApplicationMain.className(ofMetadata: metadata))).toOpaque())
}
