/// Haptic and audio feedback (a success tap, a selection tick). Text output has no haptics:
/// `sensoryFeedback` is accepted and plays nothing.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something lined up (a guide was reached).
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level was crossed (as pressure grows).
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// Something struck something.
    public static let impact = SensoryFeedback(name: "impact")

    /// Something of a weight struck something.
    ///
    /// - Parameters:
    ///   - weight: How heavy it was.
    ///   - intensity: How strong the feedback is, from 0 to 1.
    /// - Returns: The feedback.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(weight.name) \(intensity)")
    }

    /// Something of a flexibility struck something.
    ///
    /// - Parameters:
    ///   - flexibility: How rigid it was.
    ///   - intensity: How strong the feedback is, from 0 to 1.
    /// - Returns: The feedback.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(flexibility.name) \(intensity)")
    }

    /// How heavy what struck was.
    public struct Weight: Equatable, Sendable {
        let name: String

        /// Light, medium or heavy.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// How rigid what struck was.
    public struct Flexibility: Equatable, Sendable {
        let name: String

        /// Rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid.
        public static let solid = Flexibility(name: "solid")
        /// Soft.
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// This view (text output plays no feedback).
    ///
    /// - Parameters:
    ///   - feedback: The feedback to play when `trigger` changes; accepted, no effect.
    ///   - trigger: The value whose change plays it; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// This view (text output plays no feedback; the condition is not called).
    ///
    /// - Parameters:
    ///   - feedback: The feedback to play; accepted, no effect.
    ///   - trigger: The value whose change may play it; accepted, no effect.
    ///   - condition: Given the old and new value, says whether to play it; not called.
    /// - Returns: This view, unchanged.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    /// This view (text output plays no feedback; the closure is not called).
    ///
    /// - Parameters:
    ///   - trigger: The value whose change may play feedback; accepted, no effect.
    ///   - feedback: Given the old and new value, the feedback to play, or nil; not called.
    /// - Returns: This view, unchanged.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}
