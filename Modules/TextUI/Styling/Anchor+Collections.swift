import Foundation

extension Anchor.Source {
    /// A source of the values of several sources, in order (a preference that collects several
    /// anchors as one).
    ///
    /// - Parameter array: The sources.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { size in array.map { $0.resolve(size) } }
    }

    /// A source of an optional source's value: nil when there is no source.
    ///
    /// - Parameter anchor: The source, or nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { size in anchor?.resolve(size) }
    }
}
