import Combine
import Testing

/// flatMap and switchToLatest.
@Suite(.endsRecordings) struct FlatMapTests {
    @Test func flatMap_mergesTheValuesOfEachMadePublisher() {
        let subscriber = RecordingSubscriber<String, Never>()
        [1, 2].publisher.flatMap { value in ["\(value)a", "\(value)b"].publisher }.subscribe(subscriber)
        #expect(subscriber.values == ["1a", "1b", "2a", "2b"])
        #expect(subscriber.completion == "finished")
    }

    @Test func flatMap_withOnePublisherAtATime_waitsForEachToFinish() {
        let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let subscriber = RecordingSubscriber<Int, Never>()
        [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }.subscribe(subscriber)
        inners[1].send(10)  // not subscribed yet
        inners[0].send(1)
        inners[0].send(completion: .finished)
        inners[1].send(11)
        inners[1].send(completion: .finished)
        #expect(subscriber.values == [1, 11])
        #expect(subscriber.completion == "finished")
    }

    @Test func flatMap_failsWhenAMadePublisherFails() {
        let subscriber = RecordingSubscriber<Int, TestError>()
        [1, 2].publisher.setFailureType(to: TestError.self)
            .flatMap { value -> AnyPublisher<Int, TestError> in
                value == 2
                    ? Fail(error: TestError("inner")).eraseToAnyPublisher()
                    : Just(value).setFailureType(to: TestError.self).eraseToAnyPublisher()
            }
            .subscribe(subscriber)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == "failure: inner")
    }

    @Test func flatMap_fromAPublisherThatCannotFail_toOneThatCan() {
        let subscriber = RecordingSubscriber<Int, TestError>()
        Just(3).flatMap { Result<Int, TestError>.success($0 * 2).publisher }.subscribe(subscriber)
        #expect(subscriber.values == [6])
    }

    @Test func switchToLatest_followsOnlyTheNewestPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        outer.send(completion: .finished)
        #expect(subscriber.completion == nil)
        second.send(completion: .finished)
        #expect(subscriber.values == [1, 3])
        #expect(subscriber.completion == "finished")
    }

    @Test func switchToLatest_asSearchAppsUseIt() {
        let query = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<[String], Never>()
        query.map { text in Just(["\(text)1", "\(text)2"]) }.switchToLatest().subscribe(subscriber)
        query.send("a")
        query.send("b")
        #expect(subscriber.values == [["a1", "a2"], ["b1", "b2"]])
    }
}
