import Foundation
import Locking

/// Whole lines to standard output and standard error, through ``TerminalSink/standard`` (so they
/// are shown inertly and with their secrets redacted: the app's own errors, the command line's
/// included, echo what was typed). A write that fails (a full disk, a closed stream, a pipe with no reader)
/// ends the process as `cat` does: one line on standard error, `NAME: cannot write output:
/// REASON`, and exit status 1.
public enum StandardStreams {
    private static let name = Locked(
        (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }).flatMap { $0.isEmpty ? nil : $0 }
            ?? "workbench")

    /// The name a failed write is reported under (the app's: ``WorkbenchApp`` sets it).
    public static var programName: String {
        get { name.value }
        set { name.withLock { $0 = newValue } }
    }

    /// Writes `text` and a line break to standard output.
    ///
    /// - Parameter text: The line to write; its control characters are shown escaped.
    public static func write(_ text: String) {
        TerminalSink.standard.write(TerminalText(text), to: .output)
    }

    /// Writes `text` and a line break to standard error.
    ///
    /// - Parameter text: The line to write; its control characters are shown escaped.
    public static func writeError(_ text: String) {
        TerminalSink.standard.write(TerminalText(text), to: .error)
    }

    /// Makes sure standard input, output and error are open before anything else is: a closed
    /// standard input or error is opened on `/dev/null` (so no file the app opens takes its
    /// number, and writes to it go nowhere); a closed standard output ends the process as a
    /// failed write does.
    public static func prepare() {
        for descriptor in [STDIN_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        if fcntl(STDOUT_FILENO, F_GETFD) == -1 { failed(errno) }
    }

    /// Writes all of `data` to `descriptor`, again after an interruption or a partial write; on
    /// failure, ends the process (see ``failed(_:)``). What the process printed through the C
    /// library's buffered streams first (a preview's `print`, which a pipe buffers whole) goes out
    /// before it, so it comes in order with the workbench's own lines.
    static func writeAll(_ data: Data, to descriptor: Int32) {
        fflush(nil)
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    failure = errno
                    return
                }
            }
        }
        if failure != 0 { failed(failure) }
    }

    /// Ends the process after a failed write: one line on standard error (if it can be written)
    /// and exit status 1. It ends at once (`_exit`): the output that failed is still in use on the
    /// stack, nothing is buffered (every write is a system call), and exit handlers would only
    /// write more to the streams that fail (and, in a sanitized build, report what the stack held
    /// as leaked).
    static func failed(_ code: Int32) -> Never {
        let line = "\(programName): cannot write output: \(String(cString: strerror(code)))\n"
        _ = line.withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) }
        _exit(1)
    }
}
