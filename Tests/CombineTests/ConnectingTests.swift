import Combine
import Testing

/// makeConnectable, multicast, share and autoconnect.
@Suite(.endsRecordings) struct ConnectingTests {
    @Test func makeConnectable_deliversOnlyOnceConnected() {
        let connectable = [1, 2].publisher.makeConnectable()
        let subscriber = RecordingSubscriber<Int, Never>()
        connectable.subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        let connection = connectable.connect()
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == "finished")
        connection.cancel()
    }

    @Test func multicast_sharesOneSubscriptionThroughTheSubject() {
        var subscriptions = 0
        let multicast = [5].publisher.handleEvents(receiveSubscription: { _ in subscriptions += 1 })
            .multicast { PassthroughSubject<Int, Never>() }
        let first = RecordingSubscriber<Int, Never>()
        let second = RecordingSubscriber<Int, Never>()
        multicast.subscribe(first)
        multicast.subscribe(second)
        _ = multicast.connect()
        #expect(subscriptions == 1)
        #expect(first.values == [5])
        #expect(second.values == [5])

        let subject = PassthroughSubject<Int, Never>()
        let third = RecordingSubscriber<Int, Never>()
        let withSubject = [6].publisher.multicast(subject: subject)
        withSubject.subscribe(third)
        _ = withSubject.connect()
        #expect(third.values == [6])
    }

    @Test func share_subscribesUpstreamOnce_forEverySubscriber() {
        var made = 0
        let source = PassthroughSubject<Int, Never>()
        let shared = Deferred { () -> PassthroughSubject<Int, Never> in
            made += 1
            return source
        }.share()
        let first = RecordingSubscriber<Int, Never>()
        let second = RecordingSubscriber<Int, Never>()
        shared.subscribe(first)
        shared.subscribe(second)
        source.send(1)
        #expect(made == 1)
        #expect(first.values == [1])
        #expect(second.values == [1])
        #expect(shared == shared)
    }

    @Test func autoconnect_connectsWithTheFirstSubscriber_andDisconnectsAfterTheLast() {
        var cancels = 0
        let source = PassthroughSubject<Int, Never>()
        let auto = source.handleEvents(receiveCancel: { cancels += 1 }).makeConnectable().autoconnect()
        let subscriber = RecordingSubscriber<Int, Never>()
        auto.subscribe(subscriber)
        source.send(3)
        #expect(subscriber.values == [3])
        subscriber.subscription?.cancel()
        #expect(cancels == 1)
    }
}
