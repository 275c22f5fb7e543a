import Combine
import Testing

/// buffer: values held until downstream asks, and what a full buffer does.
@Suite(.endsRecordings) struct BufferTests {
    @Test func byRequest_holdsValuesUntilAsked() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        subject.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
        for value in 1...4 { subject.send(value) }
        #expect(subscriber.values == [1])
        subscriber.request(.max(5))
        #expect(subscriber.values == [1, 2, 3, 4])
    }

    @Test func whenFull_dropNewest_keepsTheFirst_dropOldest_keepsTheLast() {
        let subject = PassthroughSubject<Int, Never>()
        let newest = RecordingSubscriber<Int, Never>(initialDemand: .none)
        let oldest = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(newest)
        subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(oldest)
        newest.request(.max(1))
        oldest.request(.max(1))
        subject.send(0)
        for value in 1...4 { subject.send(value) }
        newest.request(.unlimited)
        oldest.request(.unlimited)
        #expect(newest.values == [0, 1, 2])
        #expect(oldest.values == [0, 3, 4])
    }

    @Test func whenFull_customError_fails() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        subject.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { TestError("full") }).subscribe(
            subscriber)
        subscriber.request(.max(1))
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == "failure: full")
    }

    @Test func keepFull_prefetchesTheBufferSize_andTheCompletionWaitsForTheValues() {
        var requested: [Subscribers.Demand] = []
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        (1...5).publisher.handleEvents(receiveRequest: { requested.append($0) })
            .buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
            .subscribe(subscriber)
        #expect(requested == [.max(2)])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1])
        subscriber.request(.unlimited)
        #expect(subscriber.values == [1, 2, 3, 4, 5])
        #expect(subscriber.completion == "finished")
    }
}
