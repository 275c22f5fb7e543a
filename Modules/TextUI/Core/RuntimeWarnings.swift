import Locking

/// A problem TextUI reports at run time without stopping, as SwiftUI's purple warnings do.
public struct RuntimeWarning: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: String, Sendable {
        /// `@State` read or written while its view is not mounted.
        case stateOutsideHost
        /// Two `ForEach` elements share an id.
        case duplicateID
        /// Updates kept invalidating each other (for example `onChange` writing what it observes).
        case updateLoop
        /// A host was asked to move its clock back (``ViewHost/advance(by:)-(TimeInterval)``).
        case clock
    }

    /// The kind of problem.
    public let kind: Kind
    /// A readable explanation.
    public let message: String

    public var description: String { "TextUI warning: \(message)" }
}

/// Where runtime warnings go. By default they are printed to standard error (control characters
/// shown inertly, see ``ControlCharacters``); replace the handler
/// for the whole process with ``setHandler(_:)`` or for one task tree with ``withHandler(_:operation:)``.
public enum RuntimeWarnings {
    /// Receives a warning.
    public typealias Handler = @Sendable (RuntimeWarning) -> Void

    @TaskLocal private static var scopedHandler: Handler?
    private static let processHandler = Locked<Handler>({ warning in
        FileHandle.standardError.write(Data((ControlCharacters.escaping(warning.description) + "\n").utf8))
    })

    /// Replaces the process-wide handler, which writes each warning to standard error until this is
    /// called.
    ///
    /// - Parameter handler: Receives every warning raised outside a ``withHandler(_:isolation:operation:)``.
    public static func setHandler(_ handler: @escaping Handler) {
        processHandler.withLock { $0 = handler }
    }

    /// Runs `operation` with `handler` receiving the warnings raised in its task (and child tasks).
    ///
    /// ```swift
    /// await RuntimeWarnings.withHandler({ print("warning:", $0.message) }) {
    ///     let host = ViewHost(Text("Hello"))
    ///     await host.settle()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - handler: Receives the warnings raised in `operation`'s task.
    ///   - isolation: The actor `operation` runs on (the caller's, by default).
    ///   - operation: The work whose warnings go to `handler`.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withHandler<T>(
        _ handler: @escaping Handler,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> T
    ) async rethrows -> T {
        try await $scopedHandler.withValue(handler, operation: operation, isolation: isolation)
    }

    /// Runs `operation` with `handler` receiving the warnings raised synchronously in it.
    ///
    /// - Parameters:
    ///   - handler: Receives the warnings raised in `operation`.
    ///   - operation: The work whose warnings go to `handler`.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withHandler<T>(_ handler: @escaping Handler, operation: () throws -> T) rethrows -> T {
        try $scopedHandler.withValue(handler, operation: operation)
    }

    static func emit(_ kind: RuntimeWarning.Kind, _ message: String) {
        let warning = RuntimeWarning(kind: kind, message: message)
        if let scopedHandler {
            scopedHandler(warning)
        } else {
            processHandler.value(warning)
        }
    }
}
