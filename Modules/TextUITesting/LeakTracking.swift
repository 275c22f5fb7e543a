import Foundation
import TextUI
import XCTest

extension XCTestCase {
    /// Fails the test at teardown when `instance` is still alive: a potential memory leak.
    ///
    /// - Parameters:
    ///   - instance: The object that must be released by the end of the test (it is held weakly).
    ///   - file: The file the failure is reported in; leave the default.
    ///   - line: The line the failure is reported at; leave the default.
    public func trackForMemoryLeaks(
        _ instance: AnyObject,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let reference = WeakReference(instance)
        addTeardownBlock {
            XCTAssertNil(
                reference.object,
                "Instance should have been deallocated. Potential memory leak.",
                file: file,
                line: line
            )
        }
    }
}

/// Objects a test expects to be released by the end of a scope (the Swift Testing counterpart of
/// `trackForMemoryLeaks`; it works under XCTest too).
///
/// ```swift
/// final class SpyLoader {}
///
/// func loaderIsReleased() async {
///     await withMemoryLeakTracking { tracker in
///         let loader = tracker.track(SpyLoader())
///         _ = loader  // use it; it must be gone when the closure returns
///     }
/// }
/// ```
public final class LeakTracker {
    private var tracked: [(reference: WeakReference, site: CallSite, description: String)] = []

    init() {}

    /// Tracks `instance`; returns it for convenience.
    ///
    /// - Parameters:
    ///   - instance: The object that must be released when the tracking scope ends (it is held weakly).
    ///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
    ///   - filePath: The caller's `#filePath`, for the failure's location; leave the default.
    ///   - line: The caller's `#line`, for the failure's location; leave the default.
    ///   - column: The caller's `#column`, for the failure's location; leave the default.
    /// - Returns: `instance`.
    @discardableResult
    public func track<T: AnyObject>(
        _ instance: T,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> T {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        tracked.append((WeakReference(instance), site, String(describing: T.self)))
        return instance
    }

    /// Reports each tracked object that is still alive.
    func reportLeaks() {
        for entry in tracked where entry.reference.object != nil {
            TestFailure.record(
                "\(entry.description) should have been deallocated. Potential memory leak.",
                at: entry.site
            )
        }
    }

    /// True when every tracked object was released.
    var allReleased: Bool { tracked.allSatisfy { $0.reference.object == nil } }
}

/// Runs `body` with a tracker; when it returns, every object it tracked must have been released
/// (waiting up to `grace` for tasks that still hold them to finish).
///
/// - Parameters:
///   - grace: How long to wait for tracked objects to be released before reporting each one still alive.
///   - isolation: The actor `body` runs on (the caller's, by default); leave the default.
///   - body: The code under test; it tracks objects with ``LeakTracker/track(_:fileID:filePath:line:column:)``.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws; leaks are then not checked.
public func withMemoryLeakTracking<T>(
    grace: Duration = .seconds(1),
    isolation: isolated (any Actor)? = #isolation,
    _ body: (LeakTracker) async throws -> T
) async rethrows -> T {
    let tracker = LeakTracker()
    let result = try await body(tracker)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: grace)
    while !tracker.allReleased, clock.now < deadline {
        try? await Task.sleep(for: .milliseconds(5))
    }
    tracker.reportLeaks()
    return result
}

/// Unmounts `host` and checks that it let go of everything: no task still running, no state left,
/// and every object it was given (loaders, models: return them from `objects`, which is called
/// once before unmounting; keep no other strong reference) and every object its state held
/// released.
///
/// - Parameters:
///   - host: The host to unmount.
///   - objects: Returns the objects the host's views were given, which must be released after unmounting.
///   - timeout: How long to wait for tasks to end and objects to be released before reporting failures.
///   - fileID: The caller's `#fileID`, for the failure's location; leave the default.
///   - filePath: The caller's `#filePath`, for the failure's location; leave the default.
///   - line: The caller's `#line`, for the failure's location; leave the default.
///   - column: The caller's `#column`, for the failure's location; leave the default.
@MainActor
public func assertUnmountReleases(
    _ host: ViewHost,
    objects: () -> [AnyObject] = { [] },
    timeout: Duration = .seconds(2),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var references = objects().map { (WeakReference($0), String(describing: type(of: $0))) }
    for slot in host.stateSlots where type(of: slot.value) is AnyClass {
        let object = slot.value as AnyObject
        references.append((WeakReference(object), "\(type(of: slot.value)) in state \(slot.path)"))
    }
    host.unmount()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline, !host.runningTasks.isEmpty || references.contains(where: { $0.0.object != nil }) {
        try? await Task.sleep(for: .milliseconds(5))
    }
    for task in host.runningTasks {
        TestFailure.record("the task of \(task.viewPath) is still running after unmount", at: site)
    }
    if !host.stateSlots.isEmpty {
        TestFailure.record("state is still mounted after unmount: \(host.stateSlots.map(\.path))", at: site)
    }
    for (reference, description) in references where reference.object != nil {
        TestFailure.record("\(description) is still alive after unmount. Potential memory leak.", at: site)
    }
    references.removeAll()
}

/// A weak reference that can be handed around.
final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
