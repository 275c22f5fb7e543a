import TextUI

/// A query declared with an initial value, as apps written with SwiftData often declare it
/// (`@Query(sort: \Expense.date) var expenses: [Expense] = []`): Swift passes the initial value as
/// `wrappedValue`, and the query ignores it, showing what it fetches. Such declarations build with
/// Apple's SwiftData (public apps and tutorials declare queries so); each initializer here is one of
/// ``Query``'s with `wrappedValue` first.
extension Query where Result == [Element] {

    /// A query for every model of the type; `wrappedValue` is ignored.
    ///
    /// - Parameter wrappedValue: The declaration's initial value, ignored.
    public init(wrappedValue: Result) {
        self.init()
    }

    /// A query for what `descriptor` describes; `wrappedValue` is ignored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declaration's initial value, ignored.
    ///   - descriptor: What to fetch.
    ///   - animation: Accepted (updates are not animated in text).
    public init(wrappedValue: Result, _ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor, animation: animation)
    }

    /// A query for what `descriptor` describes; `wrappedValue` is ignored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declaration's initial value, ignored.
    ///   - descriptor: What to fetch.
    ///   - transaction: Accepted.
    public init(wrappedValue: Result, _ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor, transaction: transaction)
    }

    /// A query for the models `filter` accepts, in `sort` order; `wrappedValue` is ignored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declaration's initial value, ignored.
    ///   - filter: Which models; all when nil.
    ///   - sort: Their order.
    ///   - animation: Accepted.
    public init(
        wrappedValue: Result, filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [],
        animation: Animation = .default
    ) {
        self.init(filter: filter, sort: sort, animation: animation)
    }

    /// A query for the models `filter` accepts, in `sort` order; `wrappedValue` is ignored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declaration's initial value, ignored.
    ///   - filter: Which models; all when nil.
    ///   - sort: Their order.
    ///   - transaction: Accepted.
    public init(
        wrappedValue: Result, filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [],
        transaction: Transaction?
    ) {
        self.init(filter: filter, sort: sort, transaction: transaction)
    }

    /// A query for the models `filter` accepts, ordered by one property; `wrappedValue` is ignored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declaration's initial value, ignored.
    ///   - filter: Which models; all when nil.
    ///   - keyPath: The property to order by.
    ///   - order: Ascending (`.forward`) or descending.
    ///   - animation: Accepted.
    public init<Value: Comparable>(
        wrappedValue: Result, filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(filter: filter, sort: keyPath, order: order, animation: animation)
    }

    /// A query for the models `filter` accepts, ordered by one optional property; `wrappedValue` is
    /// ignored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The declaration's initial value, ignored.
    ///   - filter: Which models; all when nil.
    ///   - keyPath: The property to order by.
    ///   - order: Ascending (`.forward`) or descending.
    ///   - animation: Accepted.
    public init<Value: Comparable>(
        wrappedValue: Result, filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(filter: filter, sort: keyPath, order: order, animation: animation)
    }
}
