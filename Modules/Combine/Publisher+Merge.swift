// merge(with:…): the operators that make the merge publishers.

extension Publisher {
    /// This publisher's values and `other`'s, as they come.
    ///
    /// - Parameter other: Another publisher of the same values.
    /// - Returns: A publisher that finishes when all have finished, and fails when one fails.
    public func merge<B: Publisher>(with other: B) -> Publishers.Merge<Self, B>
    where B.Output == Output, B.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and those of 2 others, as they come.
    ///
    /// - Parameters:
    ///   - b: Another publisher of the same values.
    ///   - c: Another publisher of the same values.
    /// - Returns: A publisher that finishes when all have finished, and fails when one fails.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// This publisher's values and those of 3 others, as they come.
    ///
    /// - Parameters:
    ///   - b: Another publisher of the same values.
    ///   - c: Another publisher of the same values.
    ///   - d: Another publisher of the same values.
    /// - Returns: A publisher that finishes when all have finished, and fails when one fails.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure
    {
        Publishers.Merge4(self, b, c, d)
    }

    /// This publisher's values and those of 4 others, as they come.
    ///
    /// - Parameters:
    ///   - b: Another publisher of the same values.
    ///   - c: Another publisher of the same values.
    ///   - d: Another publisher of the same values.
    ///   - e: Another publisher of the same values.
    /// - Returns: A publisher that finishes when all have finished, and fails when one fails.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
        -> Publishers.Merge5<Self, B, C, D, E>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure
    {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// This publisher's values and those of 5 others, as they come.
    ///
    /// - Parameters:
    ///   - b: Another publisher of the same values.
    ///   - c: Another publisher of the same values.
    ///   - d: Another publisher of the same values.
    ///   - e: Another publisher of the same values.
    ///   - f: Another publisher of the same values.
    /// - Returns: A publisher that finishes when all have finished, and fails when one fails.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Publishers.Merge6<Self, B, C, D, E, F>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// This publisher's values and those of 6 others, as they come.
    ///
    /// - Parameters:
    ///   - b: Another publisher of the same values.
    ///   - c: Another publisher of the same values.
    ///   - d: Another publisher of the same values.
    ///   - e: Another publisher of the same values.
    ///   - f: Another publisher of the same values.
    ///   - g: Another publisher of the same values.
    /// - Returns: A publisher that finishes when all have finished, and fails when one fails.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
        G.Output == Output, G.Failure == Failure
    {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// This publisher's values and those of 7 others, as they come.
    ///
    /// - Parameters:
    ///   - b: Another publisher of the same values.
    ///   - c: Another publisher of the same values.
    ///   - d: Another publisher of the same values.
    ///   - e: Another publisher of the same values.
    ///   - f: Another publisher of the same values.
    ///   - g: Another publisher of the same values.
    ///   - h: Another publisher of the same values.
    /// - Returns: A publisher that finishes when all have finished, and fails when one fails.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
        D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
        G.Output == Output, G.Failure == Failure, H.Output == Output, H.Failure == Failure
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
