import Combine
import Testing

/// catch, tryCatch, retry, replaceError, assertNoFailure.
@Suite(.endsRecordings) struct ErrorHandlingTests {
    @Test func catch_continuesWithTheHandlersPublisher() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError()))
            .catch { _ in Just(99) }
            .subscribe(subscriber)
        #expect(subscriber.values == [1, 99])
        #expect(subscriber.completion == "finished")
    }

    /// An upstream that subscribes later (on a scheduler) still reaches the handler: nothing but
    /// the upstream holds the operator's subscription until it is subscribed.
    @Test func catch_worksWhenTheUpstreamSubscribesLater() {
        let scheduler = TestScheduler()
        let subscriber = RecordingSubscriber<Int, Never>()
        Fail<Int, TestError>(error: TestError()).subscribe(on: scheduler)
            .catch { _ in Just(7) }
            .subscribe(subscriber)
        scheduler.advance()
        #expect(subscriber.values == [7])
        #expect(subscriber.completion == "finished")

        let retried = RecordingSubscriber<Int, TestError>()
        Just(3).setFailureType(to: TestError.self).subscribe(on: scheduler).retry(1).subscribe(retried)
        scheduler.advance()
        #expect(retried.values == [3])
    }

    @Test func tryCatch_failsWithWhatTheHandlerThrows() {
        let subscriber = RecordingSubscriber<Int, any Error>()
        Fail<Int, TestError>(error: TestError("first"))
            .tryCatch { error -> Just<Int> in throw TestError("handler saw \(error)") }
            .subscribe(subscriber)
        #expect(subscriber.completion == "failure: handler saw first")

        let recovering = RecordingSubscriber<Int, any Error>()
        Fail<Int, TestError>(error: TestError()).tryCatch { _ in Just(5) }.subscribe(recovering)
        #expect(recovering.values == [5])
    }

    @Test func retry_subscribesAgainAfterAFailure_aLimitedNumberOfTimes() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            if attempts < 3 { return Fail(error: TestError("attempt \(attempts)")).eraseToAnyPublisher() }
            return Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let subscriber = RecordingSubscriber<Int, TestError>()
        flaky.retry(2).subscribe(subscriber)
        #expect(subscriber.values == [3])
        #expect(subscriber.completion == "finished")

        attempts = -5
        let exhausted = RecordingSubscriber<Int, TestError>()
        flaky.retry(1).subscribe(exhausted)
        #expect(attempts == -3)
        #expect(exhausted.completion == "failure: attempt -3")
    }

    @Test func replaceError_endsWithTheValue() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError()))
            .replaceError(with: 0)
            .subscribe(subscriber)
        #expect(subscriber.values == [1, 0])
        #expect(subscriber.completion == "finished")
    }

    @Test func assertNoFailure_passesValuesOfAPublisherThatDoesNotFail() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2].publisher.setFailureType(to: TestError.self).assertNoFailure().subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == "finished")
    }
}
