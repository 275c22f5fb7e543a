import Combine
import Testing

/// merge, combineLatest and zip.
@Suite(.endsRecordings) struct CombiningTests {
    @Test func merge_deliversValuesAsTheyCome_andFinishesWhenAllHave() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        #expect(subscriber.completion == nil)
        b.send(4)
        b.send(completion: .finished)
        #expect(subscriber.values == [1, 2, 3, 4])
        #expect(subscriber.completion == "finished")
    }

    @Test func merge_ofManyPublishers() {
        let three = RecordingSubscriber<Int, Never>()
        Just(1).merge(with: Just(2), Just(3)).subscribe(three)
        #expect(three.values.sorted() == [1, 2, 3])

        let eight = RecordingSubscriber<Int, Never>()
        Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8)).subscribe(eight)
        #expect(eight.values.sorted() == Array(1...8))
        #expect(eight.completion == "finished")

        let many = RecordingSubscriber<Int, Never>()
        Publishers.MergeMany([Just(1), Just(2)]).merge(with: Just(3)).subscribe(many)
        #expect(many.values.sorted() == [1, 2, 3])
    }

    @Test func merge_failsWhenOneFails() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        a.merge(with: b).subscribe(subscriber)
        b.send(completion: .failure(TestError("b")))
        a.send(1)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completion == "failure: b")
    }

    @Test func merge_queuesWhatWasNotAskedFor() {
        let a = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        a.merge(with: Empty(completeImmediately: false)).subscribe(subscriber)
        a.send(1)
        a.send(2)
        #expect(subscriber.values == [1])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2])
    }

    @Test func combineLatest_deliversOnceEachHasAValue() {
        let name = PassthroughSubject<String, Never>()
        let age = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<String, Never>()
        name.combineLatest(age) { "\($0) \($1)" }.subscribe(subscriber)
        name.send("Ada")
        #expect(subscriber.values.isEmpty)
        age.send(36)
        name.send("Grace")
        age.send(40)
        #expect(subscriber.values == ["Ada 36", "Grace 36", "Grace 40"])
    }

    @Test func combineLatest_ofThreeAndFour() {
        let three = RecordingSubscriber<(Int, String, Bool), Never>()
        Just(1).combineLatest(Just("a"), Just(true)).subscribe(three)
        #expect(three.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1atrue"])
        #expect(three.completion == "finished")

        let four = RecordingSubscriber<Int, Never>()
        Just(1).combineLatest(Just(2), Just(3), Just(4)) { $0 + $1 + $2 + $3 }.subscribe(four)
        #expect(four.values == [10])
    }

    @Test func combineLatest_finishesWhenOneFinishesWithoutAValue() {
        let a = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<(Int, Int), Never>()
        a.combineLatest(Empty<Int, Never>()).subscribe(subscriber)
        #expect(subscriber.completion == "finished")
    }

    @Test func zip_pairsValuesInOrder() {
        let letters = PassthroughSubject<String, Never>()
        let numbers = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<String, Never>()
        letters.zip(numbers) { "\($0)\($1)" }.subscribe(subscriber)
        letters.send("a")
        letters.send("b")
        numbers.send(1)
        numbers.send(2)
        numbers.send(3)
        #expect(subscriber.values == ["a1", "b2"])
        letters.send(completion: .finished)
        #expect(subscriber.completion == "finished")
    }

    @Test func zip_ofThreeAndFour() {
        let three = RecordingSubscriber<(Int, Int, Int), Never>()
        [1, 2].publisher.zip([3, 4].publisher, [5, 6].publisher).subscribe(three)
        #expect(three.values.map { [$0.0, $0.1, $0.2] } == [[1, 3, 5], [2, 4, 6]])
        #expect(three.completion == "finished")

        let four = RecordingSubscriber<Int, Never>()
        [1].publisher.zip([2].publisher, [3].publisher, [4].publisher) { $0 * $1 * $2 * $3 }.subscribe(four)
        #expect(four.values == [24])
    }

    @Test func zip_failsWhenOneFails() {
        let subscriber = RecordingSubscriber<(Int, Int), TestError>()
        Just(1).setFailureType(to: TestError.self).zip(Fail<Int, TestError>(error: TestError("zip"))).subscribe(
            subscriber)
        #expect(subscriber.completion == "failure: zip")
    }
}
