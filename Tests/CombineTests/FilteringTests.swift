import Combine
import Testing

/// filter, tryFilter, compactMap, tryCompactMap, removeDuplicates, tryRemoveDuplicates, replaceEmpty.
@Suite(.endsRecordings) struct FilteringTests {
    @Test func filter_dropsValuesThatFail_andStillFillsTheDemand() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        (1...10).publisher.filter { $0 % 3 == 0 }.subscribe(subscriber)
        #expect(subscriber.values == [3, 6])
    }

    @Test func tryFilter_failsWhenTheTestThrows() {
        let subscriber = RecordingSubscriber<Int, any Error>()
        [1, 2, 3].publisher.tryFilter { value in
            if value == 3 { throw TestError("three") }
            return value.isMultiple(of: 2)
        }.subscribe(subscriber)
        #expect(subscriber.values == [2])
        #expect(subscriber.completion == "failure: three")
    }

    @Test func compactMap_dropsNils() {
        let subscriber = RecordingSubscriber<Int, Never>()
        ["1", "x", "3"].publisher.compactMap { Int($0) }.subscribe(subscriber)
        #expect(subscriber.values == [1, 3])
    }

    @Test func tryCompactMap_failsWhenTheTransformThrows() {
        let subscriber = RecordingSubscriber<Int, any Error>()
        ["1", "x", "boom", "4"].publisher.tryCompactMap { text -> Int? in
            if text == "boom" { throw TestError() }
            return Int(text)
        }.subscribe(subscriber)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == "failure: boom")
    }

    @Test func removeDuplicates_dropsRepeatsInARow() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 1, 2, 2, 1, 3, 3].publisher.removeDuplicates().subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 1, 3])

        let byParity = RecordingSubscriber<Int, Never>()
        [1, 3, 4, 6, 7].publisher.removeDuplicates { $0 % 2 == $1 % 2 }.subscribe(byParity)
        #expect(byParity.values == [1, 4, 7])
    }

    @Test func tryRemoveDuplicates_failsWhenTheTestThrows() {
        let subscriber = RecordingSubscriber<Int, any Error>()
        [1, 1, 2].publisher.tryRemoveDuplicates { old, new in
            if new == 2 { throw TestError("two") }
            return old == new
        }.subscribe(subscriber)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == "failure: two")
    }

    @Test func replaceEmpty_givesTheValueOnlyWhenThereWasNone() {
        let empty = RecordingSubscriber<Int, Never>()
        Empty<Int, Never>().replaceEmpty(with: 9).subscribe(empty)
        #expect(empty.values == [9])
        #expect(empty.completion == "finished")

        let full = RecordingSubscriber<Int, Never>()
        [1].publisher.replaceEmpty(with: 9).subscribe(full)
        #expect(full.values == [1])
    }
}
