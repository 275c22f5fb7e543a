import Foundation

/// The mean of the non-nil values, or nil when there are none.
private func meanOfExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    let explicit = values.compactMap { $0 }
    return explicit.isEmpty ? nil : explicit.reduce(0, +) / CGFloat(explicit.count)
}

extension HorizontalAlignment {
    /// Merges explicit alignment values this alignment produced (a container's children's): their
    /// mean, as SwiftUI documents for its built-in alignments.
    ///
    /// - Parameter values: The values, nil where a child gave none.
    /// - Returns: The mean of the non-nil values, or nil when all are nil.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        meanOfExplicit(values)
    }
}

extension VerticalAlignment {
    /// Merges explicit alignment values this alignment produced (a container's children's): their
    /// mean, as SwiftUI documents for its built-in alignments.
    ///
    /// - Parameter values: The values, nil where a child gave none.
    /// - Returns: The mean of the non-nil values, or nil when all are nil.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        meanOfExplicit(values)
    }
}
