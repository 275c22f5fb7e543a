import TextUI

/// The cases of an enumeration by name, for values that are set by naming a case (`set filter
/// done`): a `CaseIterable` type's cases by their names, or a `RawRepresentable` type's values by
/// their raw values (text or whole numbers). This reaches types that are not `Codable` (an enum
/// `@State` a view keeps to itself) as well as those that are.
enum CaseNames {
    /// The names of `type`'s cases, in declaration order; nil when it does not list them.
    static func names(of type: Any.Type) -> [String]? {
        guard let type = type as? any CaseIterable.Type else { return nil }
        return cases(of: type).map { name(of: $0) ?? String(describing: $0) }
    }

    /// The value of `type` that `name` names: the case of that name (or raw value), or the value
    /// whose raw value is `name`; nil when none is.
    static func value(named name: String, of type: Any.Type) -> Any? {
        if let type = type as? any CaseIterable.Type {
            let all = cases(of: type)
            if let match = all.first(where: { self.name(of: $0) == name }) { return match }
            if let match = all.first(where: { rawText(of: $0) == name }) { return match }
        }
        if let type = type as? any RawRepresentable.Type {
            return value(ofRaw: name, type)
        }
        return nil
    }

    /// The name of `value`'s case, as Swift writes it (`done` for `Filter.done`); nil for a value
    /// that is no case of an enumeration.
    static func name(of value: Any) -> String? {
        guard Mirror(reflecting: value).displayStyle == .enum else { return nil }
        let reflected = String(reflecting: value)
        // `Module.Type.case` (or `.case(payload)`): the last name before any payload.
        let head = reflected.prefix { $0 != "(" }
        guard let name = head.split(separator: ".").last, !name.isEmpty else { return String(describing: value) }
        return String(name)
    }

    /// `value` as JSON when it is `Encodable`.
    static func json(of value: Any) -> String? {
        (value as? any Encodable).flatMap { try? ValueJSON.text(of: $0) }
    }

    private static func cases(of type: any CaseIterable.Type) -> [Any] {
        func all<T: CaseIterable>(_ type: T.Type) -> [Any] { type.allCases.map { $0 as Any } }
        return all(type)
    }

    private static func rawText(of value: Any) -> String? {
        guard let raw = value as? any RawRepresentable else { return nil }
        return "\(raw.rawValue)"
    }

    private static func value(ofRaw text: String, _ type: any RawRepresentable.Type) -> Any? {
        func make<T: RawRepresentable>(_ type: T.Type) -> Any? {
            if let raw = text as? T.RawValue { return T(rawValue: raw) }
            if T.RawValue.self == Int.self, let number = Int(text), let raw = number as? T.RawValue {
                return T(rawValue: raw)
            }
            return nil
        }
        return make(type)
    }
}
