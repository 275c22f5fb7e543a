/// Which view assistive technologies focus, as state owned by the view:
/// `@AccessibilityFocusState var isFocused: Bool` with `.accessibilityFocused($isFocused)`. No
/// assistive technology runs in a host: the value changes only when the view sets it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// The focus, kept as `@FocusState` keeps it.
    let focus: FocusState<Value>

    /// Focus state that is false when nothing is focused.
    public init() where Value == Bool {
        focus = FocusState()
    }

    /// Focus state that is nil when nothing is focused.
    public init<T: Hashable>() where Value == T? {
        focus = FocusState()
    }

    /// Focus state for some assistive technologies, false when nothing is focused.
    ///
    /// - Parameter technologies: The technologies whose focus this follows.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init()
    }

    /// Focus state for some assistive technologies, nil when nothing is focused.
    ///
    /// - Parameter technologies: The technologies whose focus this follows.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init()
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    /// A binding to the focus, for `.accessibilityFocused(_:)`.
    public var projectedValue: Binding {
        Binding(base: focus.projectedValue)
    }

    /// A binding to an accessibility focus state.
    @propertyWrapper
    public struct Binding {
        let base: FocusState<Value>.Binding

        /// The focused value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension AccessibilityFocusState: StateProperty {
    func makeStorage(name: String) -> AnyStateStorage {
        focus.makeStorage(name: name)
    }

    func connect(to storage: AnyStateStorage) {
        focus.connect(to: storage)
    }
}

/// Assistive technologies.
public struct AccessibilityTechnologies: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt32

    /// Technologies from their raw value.
    ///
    /// - Parameter rawValue: The bits: 1 VoiceOver, 2 Switch Control.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

extension View {
    /// Ties this view to an accessibility focus state (no assistive technology moves it in a host).
    ///
    /// - Parameter binding: The focus state's binding: true while this view has the focus.
    /// - Returns: This view, unchanged.
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Ties this view to an accessibility focus state (no assistive technology moves it in a host).
    ///
    /// - Parameters:
    ///   - binding: The focus state's binding.
    ///   - value: The value it has while this view has the focus.
    /// - Returns: This view, unchanged.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View { self }
}
