import Foundation

/// Ends this process when the process that started it ends, however it ends (Ctrl-C, a kill, a
/// crash): what a workbench started by the `swift package workbench` plugin asks for, so that a run
/// whose preview hangs does not outlive the plugin and keep a core busy. The plugin names itself in
/// ``variable``; on Linux the kernel then sends this process SIGKILL when its parent dies
/// (`PR_SET_PDEATHSIG`, which an `exec` keeps, so a reload's new process has it too).
public enum ParentDeath {
    /// The environment variable in which a parent gives its process id.
    public static let variable = "WORKBENCH_PARENT_PID"

    /// When ``variable`` names this process's parent, asks to be killed when it dies; when the
    /// parent named there is already gone (this process was handed to another), exits at once.
    ///
    /// - Parameter environment: The process's environment.
    /// - Returns: True when this process now follows its parent.
    @discardableResult
    public static func followParent(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment[variable], let parent = pid_t(value), parent > 1 else { return false }
        #if os(Linux)
            guard setDeathSignal(SIGKILL) else { return false }
            // The parent may have died before the request: then this process already has another.
            if getppid() != parent { exit(1) }
            return true
        #else
            _ = parent
            return false
        #endif
    }

    #if os(Linux)
        /// `prctl(PR_SET_PDEATHSIG, signal)`. Swift cannot call a variadic C function, so it is
        /// reached by name and called with its arguments as unsigned longs, as the kernel takes
        /// them (the C ABIs Linux runs on pass these the same way to a variadic function).
        private static func setDeathSignal(_ signal: Int32) -> Bool {
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return false }
            let prctl = unsafeBitCast(symbol, to: Prctl.self)
            let setParentDeathSignal: Int32 = 1  // PR_SET_PDEATHSIG
            return prctl(setParentDeathSignal, UInt(signal), 0, 0, 0) == 0
        }
    #endif
}
