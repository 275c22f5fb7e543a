import Foundation

/// Whether the calling thread is the process's main thread, asked of Foundation once per thread.
/// On Linux, `Thread.isMainThread` makes two system calls each time (it compares the thread's id
/// with the process's), and ``MainActorContext/isCurrent`` asks on every `@State` read of every
/// body, each row of a list: a third of the time of making a long list's rows went to those calls.
/// A thread's answer never changes, so each thread keeps it in thread-local storage.
enum MainThreadCheck {
    /// The thread-local slot (nil when none could be made: then Foundation is asked each time).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The slot's values (as addresses): not asked yet (nil), the main thread, another thread.
    private static let mainThread = 1
    private static let otherThread = 2

    /// True on the process's main thread.
    static var isMainThread: Bool {
        guard let key else { return Thread.isMainThread }
        if let known = pthread_getspecific(key) { return Int(bitPattern: known) == mainThread }
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? mainThread : otherThread))
        return isMain
    }
}
