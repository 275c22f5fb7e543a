import Foundation

/// The values `@AppStorage` (or `@SceneStorage`) properties keep, by key, with the views that read
/// them: reading a key makes the reading view depend on it, writing it updates them.
///
/// Each ``ViewHost`` has an ``ViewHost/appStorage`` store: ``standard``, shared by the whole
/// process as `UserDefaults.standard` is on iOS (so a new window shows what another stored), unless
/// the host is given a store of its own (`ViewHost(view, appStorage: StoredValues())`), which its
/// views share and which goes away with it: a test or a tool that wants no values left over from
/// other hosts gives each host its own. A host's ``ViewHost/sceneStorage`` is always its own.
/// Values are kept in memory, never written to disk.
///
/// ```swift
/// struct Goal: View {
///     @AppStorage("dailyGoal") private var goal = 5
///     var body: some View { Text("Goal: \(goal)") }
/// }
///
/// let host = ViewHost(Goal(), appStorage: StoredValues())
/// print(host.render())  // Goal: 5
/// try host.appStorage.set(8, forKey: "dailyGoal")
/// print(host.render())  // Goal: 8
/// ```
@MainActor
public final class StoredValues {
    /// The store of the whole process: the one hosts use unless given their own.
    public static let standard = StoredValues(kind: "AppStorage")

    /// What the store keeps, `AppStorage` or `SceneStorage`: its changes reach the hosts that hear
    /// them as changes at `KIND.KEY` (``ViewHost/onStateChange``).
    public nonisolated let kind: String
    private var values: [String: Any] = [:]
    private var declared: [String: (defaultValue: Any, type: Any.Type, accepts: (Any) -> Bool)] = [:]
    private var order: [String] = []
    private var signals: [String: ChangeSignal] = [:]
    private var listeners: [WeakHost] = []

    /// An empty store of `@AppStorage` values, for one host (or a few that share it).
    public convenience init() {
        self.init(kind: "AppStorage")
    }

    init(kind: String) {
        self.kind = kind
    }

    /// The keys the views declared (by reading them) or that were written, in the order first seen.
    public var keys: [String] { order }

    /// The value under `key`: the stored one, else the default the views declared; nil when none is known.
    ///
    /// - Parameter key: A key, as `@AppStorage("key")` names it.
    /// - Returns: The value, or nil.
    public func value(forKey key: String) -> Any? {
        values[key] ?? declared[key]?.defaultValue
    }

    /// The type of the value under `key`, as the views declared it (or as it was written).
    ///
    /// - Parameter key: A key.
    /// - Returns: The type, or nil for a key nothing declared or wrote.
    public func valueType(forKey key: String) -> Any.Type? {
        declared[key]?.type ?? values[key].map { type(of: $0) }
    }

    /// True when a value was written under `key` (it does not read as the declared default).
    ///
    /// - Parameter key: A key.
    /// - Returns: Whether a value is stored.
    public func hasStoredValue(forKey key: String) -> Bool {
        values[key] != nil
    }

    /// Writes `value` under `key`, as a view's write does: the views that read it update.
    ///
    /// - Parameters:
    ///   - value: The new value, of the type the views declared for the key.
    ///   - key: A key.
    /// - Throws: ``ViewHostError/invalidStateValue(path:reason:)`` when `value` has another type than
    ///   the declared one.
    public func set(_ value: Any, forKey key: String) throws {
        if let declaration = declared[key], !declaration.accepts(value) {
            throw ViewHostError.invalidStateValue(
                path: "\(kind).\(key)", reason: "expected \(declaration.type), got \(Swift.type(of: value))")
        }
        store(value, for: key)
    }

    /// Removes the value under `key`: the views read their default again.
    ///
    /// - Parameter key: A key.
    public func removeValue(forKey key: String) {
        guard let old = values.removeValue(forKey: key) else { return }
        signal(for: key).fire()
        if let defaultValue = declared[key]?.defaultValue { report(key, old, defaultValue) }
    }

    /// Removes every value: the views read their defaults again.
    public func removeAll() {
        for key in Array(values.keys) {
            removeValue(forKey: key)
        }
    }

    // MARK: The properties' side

    /// The value under `key` (nil when none is stored), recording the read and the default the
    /// reading property declares.
    func value<Value>(for key: String, declaring defaultValue: Value) -> Any? {
        if declared[key] == nil {
            declared[key] = (defaultValue, Value.self, { $0 is Value })
            if !order.contains(key) { order.append(key) }
        }
        signal(for: key).recordRead()
        return values[key]
    }

    /// Stores `value` under `key` and updates its readers (unless an equal value was stored).
    func store(_ value: Any, for key: String) {
        let old = values[key] ?? declared[key]?.defaultValue
        let changed = values[key].map { !Sameness.areSameValues($0, value) } ?? true
        values[key] = value
        if !order.contains(key) { order.append(key) }
        guard changed else { return }
        signal(for: key).fire()
        report(key, old, value)
    }

    /// Makes `host` hear this store's changes (through its ``ViewHost/onStateChange``).
    func attach(_ host: ViewHost) {
        guard !listeners.contains(where: { $0.host === host }) else { return }
        listeners.removeAll { $0.host == nil }
        listeners.append(WeakHost(host: host))
    }

    private func report(_ key: String, _ old: Any?, _ new: Any) {
        let change = StateChange(
            path: "\(kind).\(key)", oldValue: old ?? new, newValue: new, origin: UpdateOrigin.current)
        for listener in listeners {
            listener.host?.stateDidChange(change)
        }
    }

    private func signal(for key: String) -> ChangeSignal {
        if let signal = signals[key] { return signal }
        let signal = ChangeSignal()
        signals[key] = signal
        return signal
    }

    private struct WeakHost {
        weak var host: ViewHost?
    }
}

extension StoredValues {
    /// Decodes `json` as the type the views declared for `key` and writes it (see ``set(_:forKey:)``).
    ///
    /// - Parameters:
    ///   - json: The new value as JSON.
    ///   - key: A key the views declared.
    /// - Throws: ``ViewHostError/invalidStateValue(path:reason:)`` when no view declared the key, its
    ///   type is not `Codable` or the JSON does not decode as it.
    public func setJSON(_ json: String, forKey key: String) throws {
        guard let type = valueType(forKey: key) as? any Decodable.Type else {
            throw ViewHostError.invalidStateValue(path: "\(kind).\(key)", reason: "no Codable value is declared")
        }
        let value: Any
        do {
            value = try ValueJSON.decoder().decode(type, from: Data(json.utf8))
        } catch {
            throw ViewHostError.invalidStateValue(path: "\(kind).\(key)", reason: "not a JSON \(type)")
        }
        try set(value, forKey: key)
    }
}
