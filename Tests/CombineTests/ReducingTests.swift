import Combine
import Testing

/// collect, collect(_:), ignoreOutput, reduce, tryReduce, count, min, max and their throwing forms.
@Suite(.endsRecordings) struct ReducingTests {
    @Test func collect_deliversOneArrayAtTheEnd() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>()
        subject.collect().subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        #expect(subscriber.values.isEmpty)
        subject.send(completion: .finished)
        #expect(subscriber.values == [[1, 2]])
        #expect(subscriber.completion == "finished")
    }

    @Test func collect_waitsForDemandBeforeDeliveringTheArray() {
        let subscriber = RecordingSubscriber<[Int], Never>(initialDemand: .none)
        [1, 2].publisher.collect().subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [[1, 2]])
        #expect(subscriber.completion == "finished")
    }

    @Test func collectByCount_deliversBatches_andTheRestAtTheEnd() {
        let subscriber = RecordingSubscriber<[Int], Never>()
        (1...5).publisher.collect(2).subscribe(subscriber)
        #expect(subscriber.values == [[1, 2], [3, 4], [5]])
    }

    @Test func collectByCount_asksUpstreamForWholeBatches() {
        let subscriber = RecordingSubscriber<[Int], Never>(initialDemand: .max(1))
        (1...5).publisher.collect(2).subscribe(subscriber)
        #expect(subscriber.values == [[1, 2]])
    }

    @Test func ignoreOutput_passesOnlyTheCompletion() {
        let subscriber = RecordingSubscriber<Never, Never>()
        [1, 2].publisher.ignoreOutput().subscribe(subscriber)
        #expect(subscriber.completion == "finished")
    }

    @Test func reduce_combinesEverything() {
        let subscriber = RecordingSubscriber<String, Never>()
        ["a", "b", "c"].publisher.reduce("", +).subscribe(subscriber)
        #expect(subscriber.values == ["abc"])
    }

    @Test func tryReduce_failsWhenTheClosureThrows() {
        let subscriber = RecordingSubscriber<Int, any Error>()
        [1, 2, 3].publisher.tryReduce(0) { total, value in
            if value == 2 { throw TestError("two") }
            return total + value
        }.subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completion == "failure: two")
    }

    @Test func count_minAndMax_deliverAtTheEnd() {
        let count = RecordingSubscriber<Int, Never>()
        [4, 1, 9].publisher.count().subscribe(count)
        #expect(count.values == [3])

        let minimum = RecordingSubscriber<Int, Never>()
        [4, 1, 9].publisher.min().subscribe(minimum)
        #expect(minimum.values == [1])

        let maximum = RecordingSubscriber<Int, Never>()
        [4, 1, 9].publisher.max().subscribe(maximum)
        #expect(maximum.values == [9])

        let longest = RecordingSubscriber<String, Never>()
        ["bb", "a", "ccc"].publisher.max { $0.count < $1.count }.subscribe(longest)
        #expect(longest.values == ["ccc"])

        let shortest = RecordingSubscriber<String, Never>()
        ["bb", "a", "ccc"].publisher.min { $0.count < $1.count }.subscribe(shortest)
        #expect(shortest.values == ["a"])

        let none = RecordingSubscriber<Int, Never>()
        Empty<Int, Never>().max().subscribe(none)
        #expect(none.values.isEmpty)
        #expect(none.completion == "finished")
    }

    @Test func tryMinAndTryMax_failWhenTheOrderThrows() {
        let minimum = RecordingSubscriber<Int, any Error>()
        [3, 1, 2].publisher.tryMin { $0 < $1 }.subscribe(minimum)
        #expect(minimum.values == [1])

        let failing = RecordingSubscriber<Int, any Error>()
        [3, 1].publisher.tryMax { _, _ in throw TestError("order") }.subscribe(failing)
        #expect(failing.completion == "failure: order")
    }
}
