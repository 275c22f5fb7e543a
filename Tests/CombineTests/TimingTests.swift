import Combine
import Foundation
import Testing

/// debounce, throttle, delay, timeout, measureInterval and collect by time, on a test scheduler
/// whose clock the test moves (no waiting), and debounce once on the main queue's real clock.
@Suite(.endsRecordings) struct TimingTests {
    let scheduler = TestScheduler()

    @Test func debounce_deliversTheLatestValueAfterAQuietSpell() {
        let typed = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<String, Never>()
        typed.debounce(for: .milliseconds(300), scheduler: scheduler).subscribe(subscriber)

        typed.send("s")
        scheduler.advance(by: .milliseconds(100))
        typed.send("sw")
        scheduler.advance(by: .milliseconds(100))
        typed.send("swi")
        scheduler.advance(by: .milliseconds(299))
        #expect(subscriber.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(subscriber.values == ["swi"])

        typed.send("swift")
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values == ["swi", "swift"])
    }

    @Test func debounce_dropsAValuePendingWhenUpstreamFinishes() {
        let typed = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<String, Never>()
        typed.debounce(for: .milliseconds(300), scheduler: scheduler).subscribe(subscriber)
        typed.send("a")
        typed.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completion == "finished")
    }

    @Test func throttle_deliversTheFirstAtOnce_thenOnePerInterval() {
        let taps = PassthroughSubject<Int, Never>()
        let latest = RecordingSubscriber<Int, Never>()
        let first = RecordingSubscriber<Int, Never>()
        taps.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(latest)
        taps.throttle(for: .seconds(1), scheduler: scheduler, latest: false).subscribe(first)

        taps.send(1)
        scheduler.advance()
        #expect(latest.values == [1])
        taps.send(2)
        taps.send(3)
        scheduler.advance(by: .milliseconds(500))
        taps.send(4)
        scheduler.advance(by: .milliseconds(500))
        #expect(latest.values == [1, 4])
        #expect(first.values == [1, 2])

        scheduler.advance(by: .seconds(5))
        taps.send(5)
        scheduler.advance()
        #expect(latest.values == [1, 4, 5])
    }

    @Test func delay_movesValuesAndCompletionLater() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        subject.delay(for: .seconds(2), scheduler: scheduler).subscribe(subscriber)
        subject.send(1)
        scheduler.advance(by: .seconds(1))
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == nil)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == "finished")
    }

    @Test func timeout_finishesWhenNoValueComesInTime() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        subject.timeout(.seconds(1), scheduler: scheduler).subscribe(subscriber)
        scheduler.advance(by: .milliseconds(900))
        subject.send(1)
        scheduler.advance(by: .milliseconds(900))
        #expect(subscriber.completion == nil)
        scheduler.advance(by: .milliseconds(100))
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == "finished")
        subject.send(2)
        #expect(subscriber.values == [1])
    }

    @Test func timeout_withACustomError_fails() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        subject.timeout(.seconds(1), scheduler: scheduler, customError: { TestError("late") }).subscribe(subscriber)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.completion == "failure: late")
    }

    @Test func measureInterval_givesTheTimeBetweenValues() {
        let subject = PassthroughSubject<Void, Never>()
        let subscriber = RecordingSubscriber<TestScheduler.SchedulerTimeType.Stride, Never>()
        subject.measureInterval(using: scheduler).subscribe(subscriber)
        scheduler.advance(by: .milliseconds(250))
        subject.send()
        scheduler.advance(by: .seconds(1))
        subject.send()
        #expect(subscriber.values.map(\.ticks) == [250, 1000])
    }

    @Test func collectByTime_deliversWhatCameInEachInterval() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>()
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .seconds(1))
        subject.send(3)
        subject.send(completion: .finished)
        scheduler.advance()
        #expect(subscriber.values == [[1, 2], [3]])
        #expect(subscriber.completion == "finished")
    }

    @Test func collectByTimeOrCount_deliversAFullBatchEarly() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>()
        subject.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(subscriber.values == [[1, 2]])
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values == [[1, 2], [3]])
    }

    @Test func debounce_onTheMainRunLoop_deliversOnTheRealClock() async {
        let typed = PassthroughSubject<String, Never>()
        let box = CancellableBox()
        let value = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            let once = ResumeOnce(continuation)
            box.value = typed.debounce(for: .milliseconds(50), scheduler: RunLoop.main).first()
                .sink { once.resume(returning: $0) }
            // A hang guard only: the value comes long before.
            DispatchQueue.global().asyncAfter(deadline: .now() + 30) { once.resume(returning: "timed out") }
            typed.send("a")
            typed.send("ab")
        }
        withExtendedLifetime(box) {}
        #expect(value == "ab")
    }
}

/// Resumes a continuation once, whichever of the value or the hang guard comes first.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {  // `lock` guards `continuation`
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Value) {
        lock.lock()
        let continuation = continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: value)
    }
}
