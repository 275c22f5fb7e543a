import Foundation
import LoopbackServer
import SwiftUI
import Testing

/// An `@main` SwiftUI app builds unchanged on Linux, and running it prints its first window once
/// it settled.
@MainActor
@Suite struct AppLaunchTests {
    @Test func mainApp_printsItsFirstWindowOnceItsTasksAreDone() async throws {
        let (status, output, errors) = try await Self.run("TallyApp", variable: "TALLY_APP_BINARY")

        #expect(status == 0, "stderr: \(errors)")
        #expect(
            output == """
                Tally
                ═════
                Count: 42
                Step: 1 [-|+]
                [ Add ] [ Reset ]

                """
        )
    }

    /// Xcode 11's template (an app delegate marked `@UIApplicationMain`, a scene delegate) builds and
    /// links: the compiler's `main` calls UIKit's C entry point with the delegate's name, which it
    /// cannot make an object of on Linux, and says so.
    @Test func uiApplicationMainApp_links_andSaysItCannotMakeItsDelegateByName() async throws {
        let (status, output, errors) = try await Self.run("TemplateApp", variable: "TEMPLATE_APP_BINARY")

        #expect(status == EXIT_FAILURE)
        #expect(output.isEmpty)
        #expect(
            errors == """
                UIApplicationMain: the app delegate TemplateApp.AppDelegate cannot be made on Linux, where Swift \
                makes an object of a class known by name only through a required initializer; an app runs here \
                with @main and a SwiftUI App

                """
        )
    }

    /// An app delegate marked `@main` (Xcode's UIKit template since iOS 14) builds and links: UIKit's
    /// `main()` for delegates calls its entry point with the delegate's class.
    @Test func aDelegateMarkedMain_links_andSaysItCannotMakeItsDelegateByName() async throws {
        let (status, output, errors) = try await Self.run("DelegateMainApp", variable: "DELEGATE_MAIN_APP_BINARY")

        #expect(status == EXIT_FAILURE)
        #expect(output.isEmpty)
        #expect(
            errors.hasPrefix("UIApplicationMain: the app delegate DelegateMainApp.AppDelegate cannot be made on Linux"))
    }

    /// Runs a built executable of this package with its own pipes and waits for it to exit on a
    /// thread of its own (neither the main actor, which the other tests' views need, nor the few
    /// threads that run every test's tasks).
    private nonisolated static func run(_ name: String, variable: String) async throws -> (
        status: Int32, output: String, errors: String
    ) {
        let url = try BuiltExecutable.url(named: name, variable: variable)
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    let process = Process()
                    process.executableURL = url
                    let input = Pipe()
                    let output = Pipe()
                    let errors = Pipe()
                    process.standardInput = input
                    process.standardOutput = output
                    process.standardError = errors
                    try process.run()
                    try input.fileHandleForWriting.close()
                    let printed = output.fileHandleForReading.readDataToEndOfFile()
                    let complaints = errors.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    continuation.resume(
                        returning: (
                            process.terminationStatus, String(decoding: printed, as: UTF8.self),
                            String(decoding: complaints, as: UTF8.self)
                        ))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
