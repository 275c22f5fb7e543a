import Combine
import Foundation
import Testing

/// The publishers that make values: Just, Empty, Fail, Future, Deferred, Record, sequences,
/// optionals and results.
@Suite(.endsRecordings) struct SourceTests {
    @Test func just_deliversItsValueWhenAsked_thenFinishes() {
        let subscriber = RecordingSubscriber<String, Never>(initialDemand: .none)
        Just("a").subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == ["a"])
        #expect(subscriber.completion == "finished")
    }

    @Test func empty_finishesAtOnce_orNever() {
        let finishing = RecordingSubscriber<Int, Never>()
        Empty<Int, Never>().subscribe(finishing)
        #expect(finishing.completion == "finished")

        let waiting = RecordingSubscriber<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(waiting)
        #expect(waiting.completion == nil)
        #expect(Empty(completeImmediately: true, outputType: Int.self, failureType: Never.self) == Empty<Int, Never>())
    }

    @Test func fail_failsAtOnce() {
        let subscriber = RecordingSubscriber<Int, TestError>()
        Fail(outputType: Int.self, failure: TestError("nope")).subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completion == "failure: nope")
    }

    @Test func future_runsAtOnce_andGivesItsResultToEverySubscriber() {
        var runs = 0
        var fulfill: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> { promise in
            runs += 1
            fulfill = promise
        }
        let early = RecordingSubscriber<Int, TestError>()
        future.subscribe(early)
        #expect(runs == 1)
        #expect(early.values.isEmpty)

        fulfill?(.success(42))
        fulfill?(.success(7))
        let late = RecordingSubscriber<Int, TestError>()
        future.subscribe(late)

        #expect(early.values == [42])
        #expect(early.completion == "finished")
        #expect(late.values == [42])
        #expect(runs == 1)
    }

    @Test func future_thatFails_failsItsSubscribers() {
        let subscriber = RecordingSubscriber<Int, TestError>()
        Future<Int, TestError> { $0(.failure(TestError("late"))) }.subscribe(subscriber)
        #expect(subscriber.completion == "failure: late")
    }

    @Test func future_fulfilledLater_deliversThroughSink() async {
        let box = CancellableBox()
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            box.value = Future<Int, Never> { promise in
                let handoff = PromiseHandoff(promise: promise)
                DispatchQueue.global().async { handoff.promise(.success(5)) }
            }
            .sink { value in
                continuation.resume(returning: value)
            }
        }
        withExtendedLifetime(box) {}
        #expect(result == 5)
    }

    @Test func deferred_makesAPublisherForEachSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        let first = RecordingSubscriber<Int, Never>()
        let second = RecordingSubscriber<Int, Never>()
        deferred.subscribe(first)
        deferred.subscribe(second)
        #expect(first.values == [1])
        #expect(second.values == [2])
    }

    @Test func record_replaysItsRecordingToEachSubscriber() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError("end")))
            recording.receive(3)
        }
        #expect(record.recording.output == [1, 2])
        let subscriber = RecordingSubscriber<Int, TestError>()
        record.subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == "failure: end")

        let other = RecordingSubscriber<Int, Never>()
        Record<Int, Never>(output: [9], completion: .finished).subscribe(other)
        #expect(other.values == [9])
    }

    @Test func optionalAndResultPublishers_deliverTheirValue() {
        let some = RecordingSubscriber<Int, Never>()
        Optional(3).publisher.subscribe(some)
        #expect(some.values == [3])
        #expect(some.completion == "finished")

        let none = RecordingSubscriber<Int, Never>()
        Int?.none.publisher.subscribe(none)
        #expect(none.values.isEmpty)
        #expect(none.completion == "finished")

        let success = RecordingSubscriber<Int, TestError>()
        Result<Int, TestError>.success(4).publisher.subscribe(success)
        #expect(success.values == [4])

        let failure = RecordingSubscriber<Int, TestError>()
        Result<Int, TestError>.failure(TestError("bad")).publisher.subscribe(failure)
        #expect(failure.completion == "failure: bad")

        let erased = RecordingSubscriber<Int, TestError>()
        Just(8).setFailureType(to: TestError.self).subscribe(erased)
        #expect(erased.values == [8])
    }

    @Test func eraseToAnyPublisher_andAnySubscriber_passEverythingOn() {
        var seen: [Int] = []
        var completed = false
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.unlimited) },
            receiveValue: {
                seen.append($0)
                return .none
            },
            receiveCompletion: { _ in completed = true })
        [1, 2].publisher.eraseToAnyPublisher().subscribe(subscriber)
        #expect(seen == [1, 2])
        #expect(completed)
    }

    @Test func subscribingASubject_forwardsIntoIt() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        let forwarding = [1, 2, 3].publisher.subscribe(subject)
        #expect(subscriber.values == [1, 2, 3])
        #expect(subscriber.completion == "finished")
        forwarding.cancel()
    }
}

/// A future's promise handed to another thread (as apps do; Combine's promise is not `Sendable`).
struct PromiseHandoff<Output, Failure: Error>: @unchecked Sendable {  // called once, on one thread
    let promise: Future<Output, Failure>.Promise
}

/// Keeps a subscription alive from inside a continuation's closure.
final class CancellableBox: @unchecked Sendable {  // set once, then only kept
    var value: AnyCancellable?
}
