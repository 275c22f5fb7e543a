import Combine
import Testing

/// dropFirst, drop(while:), prefix(while:), their throwing forms, drop/prefix(untilOutputFrom:),
/// append and prepend.
@Suite(.endsRecordings) struct SequenceOperatorTests {
    @Test func dropFirst_andDropWhile_skipTheStart() {
        let first = RecordingSubscriber<Int, Never>()
        [1, 2, 3].publisher.dropFirst(2).subscribe(first)
        #expect(first.values == [3])

        let whileSmall = RecordingSubscriber<Int, Never>()
        [1, 2, 5, 1].publisher.drop { $0 < 3 }.subscribe(whileSmall)
        #expect(whileSmall.values == [5, 1])

        let failing = RecordingSubscriber<Int, any Error>()
        [1, 2].publisher.tryDrop { _ in throw TestError("test") }.subscribe(failing)
        #expect(failing.completion == "failure: test")
    }

    @Test func prefixWhile_stopsAtTheFirstFailure() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2, 5, 1].publisher.prefix { $0 < 3 }.subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == "finished")

        let failing = RecordingSubscriber<Int, any Error>()
        [1, 2].publisher.tryPrefix { value in
            if value == 2 { throw TestError("two") }
            return true
        }.subscribe(failing)
        #expect(failing.values == [1])
        #expect(failing.completion == "failure: two")
    }

    @Test func dropUntilOutputFrom_opensTheGate() {
        let values = PassthroughSubject<Int, Never>()
        let gate = PassthroughSubject<Void, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        values.drop(untilOutputFrom: gate).subscribe(subscriber)
        values.send(1)
        gate.send()
        values.send(2)
        #expect(subscriber.values == [2])
    }

    @Test func prefixUntilOutputFrom_closesTheGate() {
        let values = PassthroughSubject<Int, Never>()
        let stop = PassthroughSubject<Void, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        values.prefix(untilOutputFrom: stop).subscribe(subscriber)
        values.send(1)
        stop.send()
        values.send(2)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == "finished")
    }

    @Test func appendAndPrepend_addValuesAndPublishers() {
        let appended = RecordingSubscriber<Int, Never>()
        [1].publisher.append(2, 3).append([4]).append(Just(5)).subscribe(appended)
        #expect(appended.values == [1, 2, 3, 4, 5])
        #expect(appended.completion == "finished")

        let prepended = RecordingSubscriber<Int, Never>()
        [5].publisher.prepend(3, 4).prepend([2]).prepend(Just(1)).subscribe(prepended)
        #expect(prepended.values == [1, 2, 3, 4, 5])
    }

    @Test func append_carriesUnmetDemandToTheSecondPublisher() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        [1, 2].publisher.append([3, 4]).subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2, 3, 4])
        #expect(subscriber.completion == "finished")
    }

    @Test func append_afterAFailure_neverSubscribesTheSecond() {
        var subscribed = false
        let subscriber = RecordingSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: TestError()).append(
            Deferred { () -> Just<Int> in
                subscribed = true
                return Just(1)
            }.setFailureType(to: TestError.self)
        ).subscribe(subscriber)
        #expect(!subscribed)
        #expect(subscriber.completion == "failure: boom")
    }
}
