import Combine
import Testing

/// Demand counts as Combine's does, and publishers deliver no more than was asked for.
@Suite(.endsRecordings) struct DemandTests {
    @Test func demandArithmetic_clampsAtNone_andUnlimitedAbsorbsEverything() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited - .max(5) == .unlimited)
        #expect(Subscribers.Demand.unlimited - .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(3) * 4 == .max(12))
        #expect(Subscribers.Demand.max(3) > 2)
        #expect(Subscribers.Demand.unlimited > Int.max - 1)
        #expect(Subscribers.Demand.max(1) < .unlimited)
        #expect(Subscribers.Demand.max(-4) == .none)
        #expect("\(Subscribers.Demand.max(3)) \(Subscribers.Demand.unlimited)" == "max(3) unlimited")
        var demand = Subscribers.Demand.none
        demand += 2
        demand -= 1
        #expect(demand == 1)
    }

    @Test func aSequencePublisher_deliversOnlyWhatWasAskedFor() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        [1, 2, 3, 4, 5].publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == nil)

        subscriber.request(.max(2))
        #expect(subscriber.values == [1, 2, 3, 4])

        subscriber.request(.max(5))
        #expect(subscriber.values == [1, 2, 3, 4, 5])
        #expect(subscriber.completion == "finished")
    }

    @Test func aSubscriberThatAsksForMoreOnEachValue_getsThemAll() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        (1...4).publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3, 4])
        #expect(subscriber.completion == "finished")
    }

    @Test func aPassthroughSubject_dropsWhatASubscriberDidNotAskFor() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        subject.subscribe(subscriber)

        subject.send(1)
        subject.send(2)
        subscriber.request(.max(1))
        subject.send(3)

        #expect(subscriber.values == [1, 3])
    }

    @Test func aCurrentValueSubject_givesTheLatestValueWhenAsked() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        subject.value = 1
        subject.value = 2
        #expect(subscriber.values.isEmpty)

        subscriber.request(.max(1))
        #expect(subscriber.values == [2])
    }

    @Test func aPublishedProperty_givesItsValueAtTheFirstRequest() {
        final class Model: ObservableObject {
            @Published var name = "a"
        }
        let model = Model()
        let subscriber = RecordingSubscriber<String, Never>(initialDemand: .none)
        model.$name.subscribe(subscriber)
        model.name = "b"
        #expect(subscriber.values.isEmpty)

        subscriber.request(.max(2))
        model.name = "c"
        model.name = "d"
        #expect(subscriber.values == ["b", "c"])
    }

    @Test func cancelling_stopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        subject.map { $0 * 10 }.subscribe(subscriber)
        subject.send(1)
        subscriber.subscription?.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(subscriber.values == [10])
        #expect(subscriber.completion == nil)
    }

    @Test func anyCancellable_cancelsOnceWhenReleasedOrCancelled() {
        var cancels = 0
        var cancellable: AnyCancellable? = AnyCancellable { cancels += 1 }
        cancellable?.cancel()
        cancellable = nil
        #expect(cancels == 1)

        var store = Set<AnyCancellable>()
        AnyCancellable { cancels += 1 }.store(in: &store)
        store.removeAll()
        #expect(cancels == 2)

        var list: [AnyCancellable] = []
        AnyCancellable { cancels += 1 }.store(in: &list)
        list = []
        #expect(cancels == 3)
    }

    @Test func combineIdentifiers_tellObjectsApart() {
        let first = CombineIdentifier()
        let second = CombineIdentifier()
        #expect(first != second)
        let object = PassthroughSubject<Int, Never>()
        #expect(CombineIdentifier(object) == CombineIdentifier(object))
    }
}
