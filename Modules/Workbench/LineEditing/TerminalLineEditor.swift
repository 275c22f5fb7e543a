@preconcurrency import CLibEdit
import Foundation
import Locking

/// Line editing at a terminal with libedit: emacs keys, history (up/down, Ctrl-R) saved to a
/// file, Tab completion from the session, Ctrl-C to drop the line, Ctrl-D to leave. Reading runs
/// on its own queue, so the main actor (and the mounted component's tasks) keep running; text
/// that arrives meanwhile is printed above the prompt, which is then drawn again. What it writes
/// goes through ``TerminalSink/standard``.
@MainActor
public final class TerminalLineEditor: LineSource {
    private let core: EditorCore
    private let queue = DispatchQueue(label: "workbench.line-editor")

    /// An editor with history in `historyPath` (nil: no history file) completing with `complete`,
    /// which is called on the main actor with the text before the cursor.
    ///
    /// - Parameters:
    ///   - prompt: The prompt shown before each line.
    ///   - historyPath: The history file to load and add each line to (see ``HistoryFile``); nil keeps no
    ///     history file.
    ///   - appName: The app's name, before what it says about its history (`movies: PATH is a FIFO…`).
    ///   - complete: Called on the main actor with the text before the cursor when Tab is pressed; returns
    ///     where the word starts and what it may become.
    public init(
        prompt: String, historyPath: String?, appName: String,
        complete: @escaping @MainActor (String) -> CompletionResult
    ) {
        core = EditorCore(prompt: prompt, historyPath: historyPath, appName: appName) { line in
            // The editor waits for the main actor only while a person presses Tab at the prompt,
            // when the main actor runs no command.
            DispatchQueue.main.sync {
                MainActor.assumeIsolated { complete(line) }
            }
        }
    }

    public func nextLine() async -> LineEvent {
        let core = core
        return await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: core.readLine())
            }
        }
    }

    public var isInteractive: Bool { true }

    public func show(_ text: String) {
        core.show(text)
    }

    public func interrupt() {
        core.wake(with: EditorCore.interruptByte)
    }

    public func stopReading() {
        core.requestStop()
    }

    public func close() {
        let core = core
        queue.sync { core.close() }
    }
}

/// The libedit state. Its editor and history are used only on the editor's queue; `show` and
/// `wake` only append to a locked queue and write to a pipe, which is safe from any thread.
final class EditorCore: @unchecked Sendable {  // EditLine is confined to the editor queue; see above
    static let interruptByte: UInt8 = 0x69  // "i"
    /// How many entries Up and Ctrl-R reach.
    static let historySize = 1000
    static let outputByte: UInt8 = 0x6F  // "o"
    private static let interruptKey: Int32 = 0x1E  // Ctrl-^, bound to workbench-interrupt
    private static let redisplayKey: Int32 = 0x1D  // bound to workbench-redisplay

    private var editor: OpaquePointer?
    private var history: OpaquePointer?
    private var event = HistEvent()
    private var historyPath: String?
    private let appName: String
    /// Where what it says about the history goes (standard error).
    private let warnings: TerminalSink
    private var lastEntry: String?
    private var toldHistoryNotSaved = false
    private let prompt: UnsafeMutablePointer<CChar>
    private let complete: @Sendable (String) -> CompletionResult
    private var wakePipe: [Int32] = [-1, -1]
    private let pending = Locked<[String]>([])  // text waiting to be shown above the prompt
    /// Set by ``requestStop()``: the next or current read ends (a byte in the wake pipe alone could
    /// be drained by a read that starts just after it was written).
    private let stopRequested = Locked(false)
    private var wasInterrupted = false

    init(
        prompt: String, historyPath: String?, appName: String, warnings: TerminalSink = .standard,
        complete: @escaping @Sendable (String) -> CompletionResult
    ) {
        self.prompt = strdup(prompt)
        self.historyPath = historyPath
        self.appName = appName
        self.warnings = warnings
        self.complete = complete
        // Close-on-exec: a reload executes the new build in this process.
        _ = pipe(&wakePipe)
        for descriptor in wakePipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        EditorCore.useUTF8Locale()
        let input = fdopen(STDIN_FILENO, "r")
        let output = fdopen(STDOUT_FILENO, "w")
        let errors = fdopen(STDERR_FILENO, "w")
        // libedit knows the program by the app's name, not by `movies`.
        editor = el_init(appName, input, output, errors)
        history = history_init()
        guard let editor, let history else { return }
        clibedit_history_set_size(history, &event, Int32(Self.historySize))
        clibedit_history_set_unique(history, &event, 1)
        if let historyPath {
            if let loaded = HistoryFile.openForEditor(historyPath, appName: appName, warnings: warnings) {
                for entry in loaded.entries.suffix(Self.historySize) { clibedit_history_enter(history, &event, entry) }
                lastEntry = loaded.entries.last
            } else {
                self.historyPath = nil
            }
        }
        clibedit_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        clibedit_set_editor(editor, "emacs")
        // The person's own settings ($EDITRC, else ~/.editrc): lines for this app start with its
        // name (`movies:bind -v`). The workbench's keys are bound after them, so they keep working.
        _ = el_source(editor, nil)
        // The workbench handles signals itself (Ctrl-C is a key while editing, see below).
        clibedit_set_signal(editor, 0)
        clibedit_set_history(editor, history)
        clibedit_set_prompt(editor) { editor in EditorCore.from(editor)?.prompt }
        clibedit_set_getc(editor) { editor, character in
            EditorCore.from(editor)?.readCharacter(into: character) ?? -1
        }
        clibedit_add_function(editor, "workbench-complete", "complete the word") { editor, _ in
            EditorCore.from(editor)?.completeWord() ?? UInt8(CC_ERROR)
        }
        clibedit_add_function(editor, "workbench-interrupt", "drop the line") { editor, _ in
            EditorCore.from(editor)?.wasInterrupted = true
            return UInt8(CC_NEWLINE)
        }
        clibedit_add_function(editor, "workbench-redisplay", "redraw after output") { _, _ in
            UInt8(CC_REDISPLAY)
        }
        clibedit_bind(editor, "^I", "workbench-complete")
        clibedit_bind(editor, "^^", "workbench-interrupt")
        // Ctrl-C while editing is a key that drops the line (no signal races with libedit).
        clibedit_keep_interrupt_key(editor)
        clibedit_bind(editor, "^C", "workbench-interrupt")
        clibedit_bind(editor, "^]", "workbench-redisplay")
        clibedit_bind(editor, "^R", "em-inc-search-prev")
        clibedit_bind(editor, "^L", "ed-clear-screen")
    }

    deinit {
        free(prompt)
    }

    private static func from(_ editor: OpaquePointer?) -> EditorCore? {
        guard let editor, let pointer = clibedit_get_clientdata(editor) else { return nil }
        return Unmanaged<EditorCore>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Reads one line (on the editor queue).
    func readLine() -> LineEvent {
        guard let editor else { return .end }
        drainWakePipe()
        wasInterrupted = false
        if takeStopRequest() { return .interrupted }
        var count: Int32 = 0
        errno = 0
        guard let raw = el_gets(editor, &count) else {
            // A signal that interrupted the read is not the end of the input.
            if errno == EINTR || wasInterrupted {
                write(takeStopRequest() ? "\n" : "^C\n")
                return .interrupted
            }
            return endOfInput()
        }
        if wasInterrupted {
            write(takeStopRequest() ? "\n" : "^C\n")
            return .interrupted
        }
        guard count > 0 else { return endOfInput() }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        remember(line)
        return .line(line)
    }

    /// Ctrl-D at the prompt: ends the line the prompt is on, so the shell's prompt starts on its own.
    private func endOfInput() -> LineEvent {
        write("\n")
        return .end
    }

    /// Shows text above the prompt (from any thread).
    func show(_ text: String) {
        pending.withLock { $0.append(text) }
        wake(with: Self.outputByte)
    }

    /// Ends the current read, or the next one, quietly (from any thread).
    func requestStop() {
        stopRequested.withLock { $0 = true }
        wake(with: Self.interruptByte)
    }

    /// True once after ``requestStop()``: the read it ends shows no `^C`.
    private func takeStopRequest() -> Bool {
        stopRequested.withLock { requested in
            defer { requested = false }
            return requested
        }
    }

    /// Wakes the reader (from any thread, even a signal handler's queue).
    func wake(with byte: UInt8) {
        var byte = byte
        _ = Glibc.write(wakePipe[1], &byte, 1)
    }

    func close() {
        if let editor { el_end(editor) }
        if let history { history_end(history) }
        editor = nil
        history = nil
        for descriptor in wakePipe where descriptor >= 0 { Glibc.close(descriptor) }
        wakePipe = [-1, -1]
    }

    // MARK: Reading characters

    /// Waits for a key or a wake-up; decodes UTF-8 input into one character.
    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
        while true {
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                let bytes = drainWakePipe()
                let output = pending.withLock { texts in
                    defer { texts.removeAll() }
                    return texts
                }
                if !output.isEmpty {
                    TerminalSink.standard.write(
                        .control(.clearLine) + TerminalText(output.joined(separator: "\n")), to: .output)
                }
                if bytes.contains(Self.interruptByte) {
                    character?.pointee = wchar_t(Self.interruptKey)
                    return 1
                }
                if !output.isEmpty {
                    character?.pointee = wchar_t(Self.redisplayKey)
                    return 1
                }
                continue
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP) != 0 {
                guard let scalar = readScalar() else { return 0 }
                character?.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            }
        }
    }

    private func readScalar() -> Unicode.Scalar? {
        var first: UInt8 = 0
        guard Glibc.read(STDIN_FILENO, &first, 1) == 1 else { return nil }
        let length: Int
        switch first {
        case 0..<0x80: return Unicode.Scalar(first)
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return "\u{FFFD}"
        }
        var bytes = [first]
        for _ in 1..<length {
            var next: UInt8 = 0
            guard Glibc.read(STDIN_FILENO, &next, 1) == 1 else { return "\u{FFFD}" }
            bytes.append(next)
        }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    @discardableResult
    private func drainWakePipe() -> [UInt8] {
        var drained: [UInt8] = []
        var fds = [pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 1, 0) > 0, fds[0].revents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = Glibc.read(wakePipe[0], &buffer, buffer.count)
            guard count > 0 else { break }
            drained += buffer[..<count]
        }
        return drained
    }

    // MARK: Completion

    private func completeWord() -> UInt8 {
        guard let editor, let info = el_line(editor)?.pointee, let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let beforeCursor = String(
            decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
        let result = complete(beforeCursor)
        let typed = String(beforeCursor.dropFirst(result.start))
        guard !result.candidates.isEmpty else { return UInt8(CC_ERROR) }
        if result.candidates.count == 1, let only = result.candidates.first {
            replaceWord(typed, with: result.completion(of: only))
            return UInt8(CC_REFRESH)
        }
        let common = Self.commonPrefix(result.candidates)
        if common.count > typed.count {
            replaceWord(typed, with: common)
            return UInt8(CC_REFRESH)
        }
        write("\n" + Self.columns(result.candidates) + "\n")
        return UInt8(CC_REDISPLAY)
    }

    private func replaceWord(_ typed: String, with replacement: String) {
        guard let editor else { return }
        el_deletestr(editor, Int32(typed.unicodeScalars.count))  // libedit counts wide characters
        el_insertstr(editor, replacement)
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    static func columns(_ words: [String], width: Int = 80) -> String {
        let column = (words.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / column)
        var lines: [String] = []
        for start in stride(from: 0, to: words.count, by: perLine) {
            let row = words[start..<min(start + perLine, words.count)]
            lines.append(
                row.map { $0.padding(toLength: column, withPad: " ", startingAt: 0) }.joined().trimmingCharacters(
                    in: .whitespaces))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: History and output

    /// Keeps `line` (redacted) for Up and Ctrl-R and adds it to the history file, unless it is blank,
    /// the same as the line before, or longer than a command line may be (it was refused).
    private func remember(_ line: String) {
        guard let history, !line.trimmingCharacters(in: .whitespaces).isEmpty,
            line.utf8.count <= HistoryFile.maximumEntrySize
        else { return }
        let entry = Redaction.redact(line)
        guard entry != lastEntry else { return }
        lastEntry = entry
        clibedit_history_enter(history, &event, entry)
        guard let historyPath else { return }
        do {
            try HistoryFile.append(entry, to: historyPath)
        } catch {
            // Said once a session; later saves still try (the disk may have room again).
            guard !toldHistoryNotSaved else { return }
            toldHistoryNotSaved = true
            tell("\(appName): \(error); the previous history is kept")
        }
    }

    /// A line on standard error about the history.
    private func tell(_ message: String) {
        warnings.write(TerminalText(message), to: .error)
    }

    private func write(_ text: String) {
        TerminalSink.standard.write(TerminalText(text), to: .output, lineBreak: false)
    }

    private static func useUTF8Locale() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
