/// Makes the state changes in `body` with an animation. Text output shows the new state at once:
/// `body` runs and its result is returned.
///
/// - Parameters:
///   - animation: The animation SwiftUI would use (`.default` by default).
///   - body: The state changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
///
/// Not isolated to the main actor, as SwiftUI's is not: code off the main actor may call it.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Makes the state changes in `body` with an animation, then runs `completion`. Text output shows
/// the new state at once, so the animation is complete as soon as `body` returns: `completion`
/// runs then (after `body`, before this function returns).
///
/// - Parameters:
///   - animation: The animation SwiftUI would use (`.default` by default).
///   - completionCriteria: When the animation counts as done; it is done at once.
///   - body: The state changes to make.
///   - completion: What runs when the animation is done.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws (then `completion` does not run).
///
/// Not isolated to the main actor, as SwiftUI's is not.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Makes the state changes in `body` in `transaction`, then runs the completions added to it.
///
/// - Parameters:
///   - transaction: The transaction (its animation is not rendered).
///   - body: The state changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
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
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
