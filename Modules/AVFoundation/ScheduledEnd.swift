import Foundation

/// The end a player or recorder waits for: one deadline at a time, reached on the main queue.
///
/// The rule: each ``schedule()`` or ``cancel()`` supersedes every end scheduled before it, so a
/// deadline that a later change moved or cancelled does nothing when it passes; only the ticket of
/// the latest ``schedule()`` is ``isCurrent(_:)``.
///
/// Who owns what: the owner (``AVAudioPlayer``, ``AVAudioRecorder``, ``AVPlayer``) keeps its
/// `ScheduledEnd` in the state under its lock, so that whether an end is current is decided
/// together with the rest of that state (its clock, its rate), and decides what reaching the end
/// does (stop the clock, tell its delegate, post a notification). ``wait(_:seconds:owner:reach:)``
/// holds the owner weakly: an owner released before its end hears nothing, as on iOS. How long to
/// wait is the media's length, the one delay here.
struct ScheduledEnd: Sendable {
    /// Names one scheduled end; it is current until the next ``schedule()`` or ``cancel()``.
    struct Ticket: Sendable, Equatable {
        fileprivate let generation: Int
    }

    /// Counts schedules and cancels: a ticket of an earlier count is stale.
    private var generation = 0

    /// Drops the end scheduled, if any: its deadline will do nothing.
    mutating func cancel() {
        generation += 1
    }

    /// A new end, superseding any scheduled before.
    ///
    /// - Returns: The ticket that ``wait(_:seconds:owner:reach:)`` hands back when the deadline passes.
    mutating func schedule() -> Ticket {
        cancel()
        return Ticket(generation: generation)
    }

    /// Whether `ticket` names the latest end scheduled (nothing cancelled or rescheduled since).
    ///
    /// - Parameter ticket: A ticket ``schedule()`` returned.
    /// - Returns: True when its end still stands.
    func isCurrent(_ ticket: Ticket) -> Bool {
        ticket.generation == generation
    }

    /// Calls `reach` on the main queue once `seconds` pass, unless `owner` was released by then;
    /// `reach` checks ``isCurrent(_:)`` under the owner's lock.
    ///
    /// - Parameters:
    ///   - ticket: The end's ticket.
    ///   - seconds: How long the rest of the media lasts.
    ///   - owner: The player or recorder, held weakly.
    ///   - reach: What the owner does at its end, given the owner and the ticket.
    static func wait<Owner: AnyObject & Sendable>(
        _ ticket: Ticket, seconds: TimeInterval, owner: Owner,
        reach: @escaping @Sendable (Owner, Ticket) -> Void
    ) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak owner] in
            if let owner { reach(owner, ticket) }
        }
    }
}
