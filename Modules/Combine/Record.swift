/// A publisher that replays recorded values and a completion to each subscriber, as it asks.
public struct Record<Output, Failure: Error>: Publisher {
    /// Values and a completion, in order.
    public struct Recording {
        /// The values.
        public private(set) var output: [Output]
        /// How it ends.
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isFinished = false

        /// An empty recording that finishes.
        public init() {
            output = []
            completion = .finished
        }

        /// A recording of `output`, then `completion`.
        ///
        /// - Parameters:
        ///   - output: The values.
        ///   - completion: How it ends.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isFinished = true
        }

        /// Adds a value (ignored once the recording has its completion).
        ///
        /// - Parameter input: The value recorded.
        public mutating func receive(_ input: Output) {
            guard !isFinished else { return }
            output.append(input)
        }

        /// Ends the recording (only the first completion counts).
        ///
        /// - Parameter completion: How it ends.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isFinished else { return }
            self.completion = completion
            isFinished = true
        }
    }

    /// What is replayed.
    public let recording: Recording

    /// A record of what `record` writes into a recording.
    ///
    /// - Parameter record: Adds the values and the completion.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// A record of `recording`.
    ///
    /// - Parameter recording: The values and completion replayed.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// A record of `output`, then `completion`.
    ///
    /// - Parameters:
    ///   - output: The values replayed.
    ///   - completion: How it ends.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        self.init(recording: Recording(output: output, completion: completion))
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        ElementsSubscription.attach(
            "Record", elements: recording.output.makeIterator(), completion: recording.completion, to: subscriber)
    }
}
