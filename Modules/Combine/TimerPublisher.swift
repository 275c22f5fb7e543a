import Foundation
import TextUI

extension Timer {
    /// A publisher of the current date every `interval` seconds once connected
    /// (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`). Connected while a
    /// `ViewHost` mounts, updates or operates its views (an `onReceive`, a `@StateObject`'s
    /// initializer, a button's action, a `.task`), it follows the host's clock, so
    /// `host.advance(by:)` fires it; otherwise, on the main run loop it fires on the main queue,
    /// which the main actor services on Linux.
    ///
    /// - Parameters:
    ///   - interval: Seconds between dates; the first comes one interval after connecting.
    ///   - tolerance: How late a date may be (nil for none).
    ///   - runLoop: The run loop it fires on; `RunLoop.main` fires on the main queue.
    ///   - mode: The run loop mode the timer is added in; unused on the main run loop.
    ///   - options: The run loop's scheduler options (it has none).
    /// - Returns: A connectable publisher: call `connect()` or `autoconnect()` to start it.
    public static func publish(
        every interval: TimeInterval,
        tolerance: TimeInterval? = nil,
        on runLoop: RunLoop,
        in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Delivers the date every `interval` seconds while connected.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {  // `lock` guards the timer
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between dates.
        public let interval: TimeInterval
        /// How late a date may be.
        public let tolerance: TimeInterval?
        /// The run loop it fires on.
        public let runLoop: RunLoop
        /// The run loop's mode.
        public let mode: RunLoop.Mode
        private let ticks = ObserverList<Date>()
        private let lock = NSLock()
        private var running: (any Cancellable)?

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        deinit {
            running?.cancel()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscriber.receive(subscription: ObserverSubscription(ticks, owner: self) { _ = subscriber.receive($0) })
        }

        /// Starts the timer (once); cancelling the result stops it.
        ///
        /// - Returns: A cancellable that stops the timer when cancelled (connecting again restarts it).
        public func connect() -> any Cancellable {
            lock.lock()
            if running == nil { running = start() }
            lock.unlock()
            return AnyCancellable { [weak self] in self?.stop() }
        }

        private func stop() {
            lock.lock()
            let running = running
            self.running = nil
            lock.unlock()
            running?.cancel()
        }

        private func start() -> any Cancellable {
            if let clock = HostClock.current, MainActorContext.isCurrent {
                // Connected while a host mounts, updates or operates its views: its clock drives it.
                let scheduled = MainActor.assumeIsolated {
                    clock.repeating(every: interval) { [weak self] in self?.ticks.send($0) }
                }
                return AnyCancellable {
                    if MainActorContext.isCurrent {
                        MainActor.assumeIsolated { scheduled.cancel() }
                    } else {
                        Task { @MainActor in scheduled.cancel() }
                    }
                }
            }
            if runLoop === RunLoop.main {
                let source = DispatchSource.makeTimerSource(queue: .main)
                let leeway = DispatchTimeInterval.nanoseconds(Int((tolerance ?? 0) * 1e9))
                source.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway)
                source.setEventHandler { [weak self] in self?.ticks.send(Date()) }
                source.resume()
                return AnyCancellable { source.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.ticks.send(Date()) }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}
