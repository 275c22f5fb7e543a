/// Makes the state changes in `body` with an animation. Text output shows the new state at once:
/// `body` runs and its result is returned.
///
/// As in SwiftUI, the changes in `body` are a transaction of their own: changes made before it in
/// the same action are applied first (views evaluated, `onChange` seeing their values), then
/// `body`'s. Like SwiftUI's, it may be called from any isolation (transactions are split on the
/// main actor).
///
/// - Parameters:
///   - animation: The animation SwiftUI would use (`.default` by default).
///   - body: The state changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try inOwnTransaction(body)
}

/// Makes the state changes in `body` with an animation, then runs `completion`. Text output shows
/// the new state at once, so the animation is complete as soon as `body` returns: `completion`
/// runs then (after `body`, before this function returns). The changes in `body` are a
/// transaction of their own, as with ``withAnimation(_:_:)``.
///
/// - Parameters:
///   - animation: The animation SwiftUI would use (`.default` by default).
///   - completionCriteria: When the animation counts as done; it is done at once.
///   - body: The state changes to make.
///   - completion: What runs when the animation is done.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws (then `completion` does not run).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try inOwnTransaction(body)
    completion()
    return result
}

/// Makes the state changes in `body` in `transaction`, then runs the completions added to it. The
/// changes in `body` are a transaction of their own, as with ``withAnimation(_:_:)``; it may be
/// called from any isolation.
///
/// - Parameters:
///   - transaction: The transaction (its animation is not rendered).
///   - body: The state changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try inOwnTransaction(body)
    for completion in transaction.completions {
        completion()
    }
    return result
}

/// Makes the state changes in `body` in a transaction with one value set.
///
/// - Parameters:
///   - keyPath: The transaction's property to set.
///   - value: Its value.
///   - body: The state changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` between two transaction boundaries: the changes made before it are applied, then
/// the changes it makes (also when it throws).
private func inOwnTransaction<Result>(_ body: () throws -> Result) rethrows -> Result {
    TransactionBoundary.mark()
    defer { TransactionBoundary.mark() }
    return try body()
}
