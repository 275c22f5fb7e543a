/// A view that animates through phases (`PhaseAnimator([0, 1, 2]) { phase in … }`). Text output
/// shows no movement: the content shows at the first phase, where SwiftUI's animator rests.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    /// Content that cycles through `phases` (it shows at the first phase).
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - content: Builds the content for a phase.
    ///   - animation: The animation into each phase (not rendered).
    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// Content that runs through `phases` when `trigger` changes (it shows at the first phase).
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - trigger: The value whose changes start a run.
    ///   - content: Builds the content for a phase.
    ///   - animation: The animation into each phase (not rendered).
    public init<Phases: Sequence, Trigger: Equatable>(
        _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.init(phases, content: content, animation: animation)
    }

    /// The content at the first phase (nothing when there are no phases).
    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

extension View {
    /// This view changed by `content` at each of `phases` in turn (text output shows it at the
    /// first phase).
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - content: Changes this view (its placeholder) for a phase.
    ///   - animation: The animation into each phase (not rendered).
    /// - Returns: The view at the first phase.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// This view changed by `content` at each of `phases` when `trigger` changes (text output
    /// shows it at the first phase).
    ///
    /// - Parameters:
    ///   - phases: The phases, in order.
    ///   - trigger: The value whose changes start a run.
    ///   - content: Changes this view (its placeholder) for a phase.
    ///   - animation: The animation into each phase (not rendered).
    /// - Returns: The view at the first phase.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Modified: View>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        phaseAnimator(phases, content: content, animation: animation)
    }
}
