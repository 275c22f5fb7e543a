/// The content of a window group that presents data (`WindowGroup(for: Note.ID.self) { $id in … }`):
/// the group's view, given a binding to the window's value. The window a host mounts is the app's
/// first, which SwiftUI opens without a value: its value starts nil (or the group's default value)
/// and lives, as `@State`, as long as the window.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(initialValue: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: initialValue)
        self.content = content
    }

    /// The group's view for the window's value.
    public var body: Content {
        content($value)
    }
}

/// The content closure of a group with a default value, over the window's optional value.
@MainActor
private func presenting<D, C>(_ content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) -> (
    Binding<D?>
) -> C {
    { value in
        content(Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
    }
}

extension WindowGroup {
    /// Windows that present a value of `type`; the first window's value is nil.
    ///
    /// - Parameters:
    ///   - type: The type of the value each window presents (`openWindow(value:)` opens one).
    ///   - content: The windows' content, given a binding to the window's value.
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(content: { PresentedWindowContent(initialValue: nil, content: content) })
    }

    /// Windows with a title (not rendered) that present a value of `type`.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content)
    }

    /// Windows with a title (not rendered) that present a value of `type`.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    @_disfavoredOverload
    public init<S, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content)
    }

    /// Windows with a title (not rendered) that present a value of `type`.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content)
    }

    /// Windows with an identifier that present a value of `type`.
    ///
    /// - Parameters:
    ///   - id: The group's identifier (`openWindow(id:value:)` names it).
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content)
    }

    /// Windows with a title (not rendered) and an identifier that present a value of `type`.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - id: The group's identifier.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content)
    }

    /// Windows with a title (not rendered) and an identifier that present a value of `type`.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's identifier.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    @_disfavoredOverload
    public init<S, D, C>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content)
    }

    /// Windows with a title (not rendered) and an identifier that present a value of `type`.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's identifier.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    public init<D, C>(
        _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content)
    }

    /// Windows that present a value of `type`, `defaultValue()` until one is given.
    ///
    /// - Parameters:
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    public init<D, C>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        let content = presenting(content, defaultValue: defaultValue)
        self.init(content: { PresentedWindowContent(initialValue: defaultValue(), content: content) })
    }

    /// Windows with a title (not rendered) that present a value of `type`, `defaultValue()` until
    /// one is given.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// Windows with a title (not rendered) that present a value of `type`, `defaultValue()` until
    /// one is given.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    @_disfavoredOverload
    public init<S, D, C>(
        _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// Windows with a title (not rendered) that present a value of `type`, `defaultValue()` until
    /// one is given.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    public init<D, C>(
        _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// Windows with an identifier that present a value of `type`, `defaultValue()` until one is
    /// given.
    ///
    /// - Parameters:
    ///   - id: The group's identifier.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    public init<D, C>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// Windows with a title (not rendered) and an identifier that present a value of `type`,
    /// `defaultValue()` until one is given.
    ///
    /// - Parameters:
    ///   - titleKey: The windows' title.
    ///   - id: The group's identifier.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// Windows with a title (not rendered) and an identifier that present a value of `type`,
    /// `defaultValue()` until one is given.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's identifier.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    @_disfavoredOverload
    public init<S, D, C>(
        _ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// Windows with a title (not rendered) and an identifier that present a value of `type`,
    /// `defaultValue()` until one is given.
    ///
    /// - Parameters:
    ///   - title: The windows' title.
    ///   - id: The group's identifier.
    ///   - type: The type of the value each window presents.
    ///   - content: The windows' content, given a binding to the window's value.
    ///   - defaultValue: The value of a window opened without one (the first window's).
    public init<D, C>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
}
