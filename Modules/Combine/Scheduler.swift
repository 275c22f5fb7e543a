import Foundation

/// Where and when work runs: `receive(on: DispatchQueue.main)`, `RunLoop.main`, an operation queue,
/// or ``ImmediateScheduler``. (Combine's schedulers also tell time; these only run work.)
public protocol Scheduler {
    /// Runs `action` on this scheduler, soon.
    ///
    /// - Parameter action: The work to run.
    func schedule(_ action: @escaping () -> Void)
}

/// Work handed to another thread. Unchecked because Combine moves values between threads as
/// the publisher's author arranged, as Apple's Combine does.
struct ScheduledWork: @unchecked Sendable {
    let run: () -> Void
}

extension DispatchQueue: Scheduler {
    /// Runs `action` asynchronously on the queue.
    ///
    /// - Parameter action: The work to run, later, on the queue.
    public func schedule(_ action: @escaping () -> Void) {
        let work = ScheduledWork(run: action)
        async { work.run() }
    }
}

extension RunLoop: Scheduler {
    /// Runs `action` on the run loop (the main run loop's work runs on the main queue, which the
    /// main actor services on Linux).
    ///
    /// - Parameter action: The work to run, later, on the run loop.
    public func schedule(_ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.schedule(action)
        } else {
            let work = ScheduledWork(run: action)
            perform { work.run() }
        }
    }
}

extension OperationQueue: Scheduler {
    /// Runs `action` as an operation of the queue.
    ///
    /// - Parameter action: The work to add to the queue.
    public func schedule(_ action: @escaping () -> Void) {
        let work = ScheduledWork(run: action)
        addOperation { work.run() }
    }
}

/// Runs work at once, on the caller's thread.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler.
    public static let shared = ImmediateScheduler()

    /// Runs `action` now, before returning.
    ///
    /// - Parameter action: The work to run on the caller's thread.
    public func schedule(_ action: @escaping () -> Void) {
        action()
    }
}
