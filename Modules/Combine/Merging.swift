/// Subscribes a fan to each of several publishers.
enum Merging {
    static func attach<S: Subscriber>(_ publishers: [AnyPublisher<S.Input, S.Failure>], to subscriber: S, name: String)
    {
        let fan = Fan(name, downstream: subscriber)
        let inputs = publishers.map { _ in
            fan.makeInput(
                onValue: fan.deliver,
                onCompletion: { (completion: Subscribers.Completion<S.Failure>, key: Int) in
                    switch completion {
                    case .failure(let error):
                        fan.finish(.failure(error))
                    case .finished:
                        fan.detach(key)
                        if fan.inputCount == 0 { fan.finish(.finished) }
                    }
                })
        }
        fan.start()
        if publishers.isEmpty { fan.finish(.finished) }
        for (publisher, input) in zip(publishers, inputs) {
            publisher.subscribe(input.input)
        }
    }
}
