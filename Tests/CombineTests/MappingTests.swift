import Combine
import Testing

/// map, tryMap, mapError, replaceNil, scan, tryScan, setFailureType and key-path maps.
@Suite(.endsRecordings) struct MappingTests {
    struct Point {
        var x: Int
        var y: Int
        var label: String
    }

    @Test func map_transformsEachValue() {
        let subscriber = RecordingSubscriber<String, Never>()
        [1, 2].publisher.map { "#\($0)" }.subscribe(subscriber)
        #expect(subscriber.values == ["#1", "#2"])
        #expect(subscriber.completion == "finished")
    }

    @Test func tryMap_failsWithWhatTheTransformThrows_andStopsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, any Error>()
        subject.tryMap { value -> Int in
            if value == 2 { throw TestError("two") }
            return value * 10
        }.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(subscriber.values == [10])
        #expect(subscriber.completion == "failure: two")
    }

    @Test func mapError_transformsTheError() {
        struct Wrapped: Error, CustomStringConvertible {
            let inner: TestError
            var description: String { "wrapped \(inner)" }
        }
        let subscriber = RecordingSubscriber<Int, Wrapped>()
        Fail<Int, TestError>(error: TestError("x")).mapError { Wrapped(inner: $0) }.subscribe(subscriber)
        #expect(subscriber.completion == "failure: wrapped x")
    }

    @Test func replaceNil_substitutesTheValue() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, nil, 3].publisher.replaceNil(with: 0).subscribe(subscriber)
        #expect(subscriber.values == [1, 0, 3])
    }

    @Test func scan_deliversEachRunningResult() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2, 3].publisher.scan(0, +).subscribe(subscriber)
        #expect(subscriber.values == [1, 3, 6])
    }

    @Test func tryScan_failsWhenTheClosureThrows() {
        let subscriber = RecordingSubscriber<Int, any Error>()
        [1, 2, 3].publisher.tryScan(0) { total, value in
            if value == 3 { throw TestError("three") }
            return total + value
        }.subscribe(subscriber)
        #expect(subscriber.values == [1, 3])
        #expect(subscriber.completion == "failure: three")
    }

    @Test func setFailureType_letsANeverFailingPublisherJoinAFailingOne() {
        let subscriber = RecordingSubscriber<Int, TestError>()
        Just(1).setFailureType(to: TestError.self).append(Fail(error: TestError("after"))).subscribe(subscriber)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == "failure: after")

        let chained = RecordingSubscriber<Int, TestError>()
        [2].publisher.setFailureType(to: TestError.self).subscribe(chained)
        #expect(chained.values == [2])
    }

    @Test func mapKeyPaths_readProperties() {
        let points = [Point(x: 1, y: 2, label: "a"), Point(x: 3, y: 4, label: "b")].publisher
        let xs = RecordingSubscriber<Int, Never>()
        points.map(\.x).subscribe(xs)
        #expect(xs.values == [1, 3])

        let pairs = RecordingSubscriber<(Int, Int), Never>()
        points.map(\.x, \.y).subscribe(pairs)
        #expect(pairs.values.map { "\($0.0),\($0.1)" } == ["1,2", "3,4"])

        let triples = RecordingSubscriber<(Int, Int, String), Never>()
        points.map(\.x, \.y, \.label).subscribe(triples)
        #expect(triples.values.map { "\($0.0),\($0.1),\($0.2)" } == ["1,2,a", "3,4,b"])
    }

    @Test func map_passesDemandThrough() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        [1, 2, 3].publisher.map { $0 + 1 }.subscribe(subscriber)
        #expect(subscriber.values == [2])
        subscriber.request(.max(1))
        #expect(subscriber.values == [2, 3])
    }
}
