import Foundation

extension UIApplicationDelegate {
    /// What `@main` runs for an app delegate (`@main class AppDelegate: UIResponder,
    /// UIApplicationDelegate`, Xcode's UIKit template since iOS 14): UIKit's entry point with the
    /// delegate's class, ``UIApplicationMain(_:_:_:_:)``, which cannot run the app on Linux (it
    /// says so and ends the process with a failure status).
    public static func main() {
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self))
    }
}
