import Foundation

// merge: the values of several publishers of one type, as they come.

extension Publishers {
    /// The values of 2 publishers of the same type, as they come; finished when all have finished.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where B.Output == A.Output, B.Failure == A.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// Publisher a of the merge.
        public let a: A
        /// Publisher b of the merge.
        public let b: B

        /// The merge of the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merging.attach([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], to: subscriber, name: "Merge")
        }
    }

    /// The values of 3 publishers of the same type, as they come; finished when all have finished.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// Publisher a of the merge.
        public let a: A
        /// Publisher b of the merge.
        public let b: B
        /// Publisher c of the merge.
        public let c: C

        /// The merge of the publishers.
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
            Merging.attach(
                [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()], to: subscriber,
                name: "Merge3")
        }
    }

    /// The values of 4 publishers of the same type, as they come; finished when all have finished.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// Publisher a of the merge.
        public let a: A
        /// Publisher b of the merge.
        public let b: B
        /// Publisher c of the merge.
        public let c: C
        /// Publisher d of the merge.
        public let d: D

        /// The merge of the publishers.
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
            Merging.attach(
                [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()],
                to: subscriber, name: "Merge4")
        }
    }

    /// The values of 5 publishers of the same type, as they come; finished when all have finished.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// Publisher a of the merge.
        public let a: A
        /// Publisher b of the merge.
        public let b: B
        /// Publisher c of the merge.
        public let c: C
        /// Publisher d of the merge.
        public let d: D
        /// Publisher e of the merge.
        public let e: E

        /// The merge of the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        ///   - d: Publisher d.
        ///   - e: Publisher e.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merging.attach(
                [
                    a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                    e.eraseToAnyPublisher(),
                ], to: subscriber, name: "Merge5")
        }
    }

    /// The values of 6 publishers of the same type, as they come; finished when all have finished.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure,
        F.Output == A.Output, F.Failure == A.Failure
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// Publisher a of the merge.
        public let a: A
        /// Publisher b of the merge.
        public let b: B
        /// Publisher c of the merge.
        public let c: C
        /// Publisher d of the merge.
        public let d: D
        /// Publisher e of the merge.
        public let e: E
        /// Publisher f of the merge.
        public let f: F

        /// The merge of the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        ///   - d: Publisher d.
        ///   - e: Publisher e.
        ///   - f: Publisher f.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merging.attach(
                [
                    a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                    e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
                ], to: subscriber, name: "Merge6")
        }
    }

    /// The values of 7 publishers of the same type, as they come; finished when all have finished.
    public struct Merge7<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
    >: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure,
        F.Output == A.Output, F.Failure == A.Failure, G.Output == A.Output, G.Failure == A.Failure
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// Publisher a of the merge.
        public let a: A
        /// Publisher b of the merge.
        public let b: B
        /// Publisher c of the merge.
        public let c: C
        /// Publisher d of the merge.
        public let d: D
        /// Publisher e of the merge.
        public let e: E
        /// Publisher f of the merge.
        public let f: F
        /// Publisher g of the merge.
        public let g: G

        /// The merge of the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        ///   - d: Publisher d.
        ///   - e: Publisher e.
        ///   - f: Publisher f.
        ///   - g: Publisher g.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merging.attach(
                [
                    a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                    e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(),
                ], to: subscriber, name: "Merge7")
        }
    }

    /// The values of 8 publishers of the same type, as they come; finished when all have finished.
    public struct Merge8<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
    >: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure,
        D.Output == A.Output, D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure,
        F.Output == A.Output, F.Failure == A.Failure, G.Output == A.Output, G.Failure == A.Failure,
        H.Output == A.Output, H.Failure == A.Failure
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// Publisher a of the merge.
        public let a: A
        /// Publisher b of the merge.
        public let b: B
        /// Publisher c of the merge.
        public let c: C
        /// Publisher d of the merge.
        public let d: D
        /// Publisher e of the merge.
        public let e: E
        /// Publisher f of the merge.
        public let f: F
        /// Publisher g of the merge.
        public let g: G
        /// Publisher h of the merge.
        public let h: H

        /// The merge of the publishers.
        ///
        /// - Parameters:
        ///   - a: Publisher a.
        ///   - b: Publisher b.
        ///   - c: Publisher c.
        ///   - d: Publisher d.
        ///   - e: Publisher e.
        ///   - f: Publisher f.
        ///   - g: Publisher g.
        ///   - h: Publisher h.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merging.attach(
                [
                    a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                    e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
                ], to: subscriber, name: "Merge8")
        }
    }

    /// The values of any number of publishers of one type, as they come.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publishers.
        public let publishers: [Upstream]

        /// The merge of `upstream`.
        ///
        /// - Parameter upstream: The publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// The merge of `upstream`.
        ///
        /// - Parameter upstream: The publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merging.attach(publishers.map { $0.eraseToAnyPublisher() }, to: subscriber, name: "MergeMany")
        }

        /// This merge with one more publisher.
        ///
        /// - Parameter other: Another publisher.
        /// - Returns: The merge of all of them.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}
