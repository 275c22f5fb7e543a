/// An object that announces changes before they happen, as Combine's `ObservableObject` does
/// (Combine does not exist on Linux; this is a minimal version without it). `@Published`
/// properties announce themselves; views that hold the object in `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` are evaluated again after each announcement.
public protocol ObservableObject: AnyObject {
    /// What announces changes: all `@Published` properties of the object share one.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties (kept by the first of them).
    /// An object without `@Published` properties gets a new publisher each time, as in Combine:
    /// declare `let objectWillChange = ObservableObjectPublisher()` to announce changes yourself.
    public var objectWillChange: ObservableObjectPublisher {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any PublishedProperty { return published.sharedPublisher }
            }
            mirror = current.superclassMirror
        }
        return ObservableObjectPublisher()
    }
}

/// Announces that an object is about to change: `send()`. Safe to use from any thread. (With
/// `import Combine` it is a publisher: `objectWillChange.sink { … }`.)
public final class ObservableObjectPublisher: Sendable {
    let signal = ChangeSignal()
    /// Who else hears each announcement (the Combine shim's subscribers).
    package let observers = ObserverList<Void>()

    /// A publisher.
    public init() {}

    /// Announces a change: the views observing the object are evaluated again.
    public func send() {
        signal.fire()
        observers.send(())
    }
}

/// A view property that makes its view observe an `ObservableObject`.
@MainActor
protocol ObjectObservingProperty {
    /// Makes `node` re-evaluate when the object announces a change.
    func observe(from node: Node)
}

extension Node {
    /// Makes this node re-evaluate when `object` announces a change.
    func observe(_ object: some ObservableObject) {
        observe(object.objectWillChange.signal)
    }
}
