import Foundation

/// A view that animates a value along keyframes (`KeyframeAnimator(initialValue: Values()) { … }
/// keyframes: { … }`). Text output shows no movement: the content shows at the initial value,
/// where SwiftUI's animator starts and, when not repeating, rests between runs.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    /// Content animated along keyframes, repeating (it shows at the initial value).
    ///
    /// - Parameters:
    ///   - initialValue: The value the animation starts from.
    ///   - repeating: Whether the keyframes repeat (true by default).
    ///   - content: Builds the content for a value.
    ///   - keyframes: The keyframes (not run in text output).
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Content animated along keyframes when `trigger` changes (it shows at the initial value).
    ///
    /// - Parameters:
    ///   - initialValue: The value the animation starts from.
    ///   - trigger: The value whose changes start a run.
    ///   - content: Builds the content for a value.
    ///   - keyframes: The keyframes (not run in text output).
    public init<Trigger: Equatable>(
        initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(initialValue: initialValue, repeating: false, content: content, keyframes: keyframes)
    }

    /// The content at the initial value.
    public var body: Content { content(initialValue) }
}

extension View {
    /// This view changed by `content` along keyframes, repeating (text output shows it at the
    /// initial value).
    ///
    /// - Parameters:
    ///   - initialValue: The value the animation starts from.
    ///   - repeating: Whether the keyframes repeat (true by default).
    ///   - content: Changes this view (its placeholder) for a value.
    ///   - keyframes: The keyframes (not run in text output).
    /// - Returns: The view at the initial value.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }

    /// This view changed by `content` along keyframes when `trigger` changes (text output shows it
    /// at the initial value).
    ///
    /// - Parameters:
    ///   - initialValue: The value the animation starts from.
    ///   - trigger: The value whose changes start a run.
    ///   - content: Changes this view (its placeholder) for a value.
    ///   - keyframes: The keyframes (not run in text output).
    /// - Returns: The view at the initial value.
    public func keyframeAnimator<Value, Trigger: Equatable, Modified: View, Path: Keyframes>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View {
        keyframeAnimator(initialValue: initialValue, repeating: false, content: content, keyframes: keyframes)
    }
}
