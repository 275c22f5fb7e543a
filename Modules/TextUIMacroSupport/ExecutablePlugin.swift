#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CompilerPluginSession {
    /// Answers the compiler over `channel` until it is done (an empty message, or the input ending
    /// between messages) and returns 0; on a broken channel, writes the reason to standard error
    /// and returns 1.
    public mutating func serve(over channel: PluginMessageChannel) -> Int32 {
        do {
            while let message = try channel.receive() {
                guard let reply = reply(to: message) else { return 0 }
                try channel.send(reply)
            }
            return 0
        } catch {
            Self.reportToStandardError("\(error)")
            return 1
        }
    }

    /// The whole of a plugin executable: serves the compiler over standard input and output, then
    /// exits. Standard output is pointed at standard error first, so that nothing printed by
    /// accident can corrupt the messages.
    public static func runAsExecutable(
        macros: [String: any FreestandingMacro.Type], attachedMacros: [String: any AttachedMacro.Type] = [:]
    ) -> Never {
        let input = dup(STDIN_FILENO)
        let output = dup(STDOUT_FILENO)
        guard input >= 0, output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            reportToStandardError("cannot set up standard input and output")
            exit(1)
        }
        var session = CompilerPluginSession(macros: macros, attachedMacros: attachedMacros)
        exit(session.serve(over: PluginMessageChannel(input: input, output: output)))
    }

    /// Writes `problem` to standard error, which the compiler shows.
    private static func reportToStandardError(_ problem: String) {
        let line = Array("macro plugin: \(problem)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
