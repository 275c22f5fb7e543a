// zip: tuples of one value of each of several publishers, paired in order.

extension Publishers {
    /// Tuples of one value of each, paired in order.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// Publisher a.
        public let a: A
        /// Publisher b.
        public let b: B

        /// A publisher combining the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The casts hold: value i comes from publisher i.
            Combination.attach(
                [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()], to: subscriber,
                name: "Zip", mode: .zip
            ) { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            }
        }
    }

    /// Tuples of one value of each, paired in order.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        /// Publisher a.
        public let a: A
        /// Publisher b.
        public let b: B
        /// Publisher c.
        public let c: C

        /// A publisher combining the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The casts hold: value i comes from publisher i.
            Combination.attach(
                [
                    a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
                    c.map { $0 as Any }.eraseToAnyPublisher(),
                ], to: subscriber, name: "Zip3", mode: .zip
            ) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
        }
    }

    /// Tuples of one value of each, paired in order.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        /// Publisher a.
        public let a: A
        /// Publisher b.
        public let b: B
        /// Publisher c.
        public let c: C
        /// Publisher d.
        public let d: D

        /// A publisher combining the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        ///   - d: Publisher d.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The casts hold: value i comes from publisher i.
            Combination.attach(
                [
                    a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
                    c.map { $0 as Any }.eraseToAnyPublisher(), d.map { $0 as Any }.eraseToAnyPublisher(),
                ], to: subscriber, name: "Zip4", mode: .zip
            ) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            }
        }
    }
}

extension Publisher {
    /// Tuples of values of this publisher and the others, paired in order.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    /// - Returns: A publisher of tuples; it fails when one fails.
    public func zip<B: Publisher>(_ b: B) -> Publishers.Zip<Self, B>
    where B.Failure == Failure {
        Publishers.Zip(self, b)
    }

    /// The results of `transform` on values of this publisher and the others, paired in order.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - transform: Makes the value delivered from one value of each.
    /// - Returns: A publisher of the transformed values; it fails when one fails.
    public func zip<B: Publisher, T>(_ b: B, _ transform: @escaping (Output, B.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, B>, T>
    where B.Failure == Failure {
        Publishers.Zip(self, b).map(transform)
    }

    /// Tuples of values of this publisher and the others, paired in order.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    /// - Returns: A publisher of tuples; it fails when one fails.
    public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c)
    }

    /// The results of `transform` on values of this publisher and the others, paired in order.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    ///   - transform: Makes the value delivered from one value of each.
    /// - Returns: A publisher of the transformed values; it fails when one fails.
    public func zip<B: Publisher, C: Publisher, T>(
        _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip3<Self, B, C>, T>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c).map(transform)
    }

    /// Tuples of values of this publisher and the others, paired in order.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    ///   - d: Another publisher with the same failure type.
    /// - Returns: A publisher of tuples; it fails when one fails.
    public func zip<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D) -> Publishers.Zip4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d)
    }

    /// The results of `transform` on values of this publisher and the others, paired in order.
    ///
    /// - Parameters:
    ///   - b: Another publisher with the same failure type.
    ///   - c: Another publisher with the same failure type.
    ///   - d: Another publisher with the same failure type.
    ///   - transform: Makes the value delivered from one value of each.
    /// - Returns: A publisher of the transformed values; it fails when one fails.
    public func zip<B: Publisher, C: Publisher, D: Publisher, T>(
        _ b: B, _ c: C, _ d: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip4<Self, B, C, D>, T>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d).map(transform)
    }
}
