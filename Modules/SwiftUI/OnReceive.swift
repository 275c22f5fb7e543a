import Combine
import TextUI

extension View {
    /// Runs `action` on the main actor with each value `publisher` delivers while this view is in
    /// the tree (`.onReceive(timer) { now = $0 }`). It subscribes when the view appears, to the
    /// publisher it has then, and cancels when the view leaves; each value runs the newest `action`.
    ///
    /// - Parameters:
    ///   - publisher: What to listen to; it cannot fail. A different publisher passed while the view stays in
    ///     the tree is not subscribed to until the view appears again.
    ///   - action: Called on the main actor with each value; a value sent from another thread is delivered
    ///     through the main queue.
    /// - Returns: A view that runs `action` with each value `publisher` delivers while it is in the tree.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

/// Subscribes its view to a publisher while the view is in the tree.
private struct ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void
    @State private var receiver = Receiver<P.Output>()

    func body(content: Content) -> some View {
        receiver.action = action
        return
            content
            .onAppear { receiver.subscribe(to: publisher) }
            .onDisappear { receiver.cancel() }
    }
}

/// One `onReceive`'s subscription and the action its values run.
@MainActor
private final class Receiver<Value> {
    var action: (@MainActor (Value) -> Void)?
    private var subscription: AnyCancellable?

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Value, P.Failure == Never {
        subscription = publisher.sink { [weak self] value in
            let delivery = Delivery(receiver: self, value: value)
            if MainActorContext.isCurrent {
                MainActor.assumeIsolated { delivery.run() }
            } else {
                DispatchQueue.main.async { delivery.run() }
            }
        }
    }

    func cancel() {
        subscription = nil
    }
}

/// A value on its way to the main actor. Unchecked because a publisher may deliver from another
/// thread; the value is handed over, not shared (as SwiftUI's `onReceive` hands it over).
private struct Delivery<Value>: @unchecked Sendable {
    weak var receiver: Receiver<Value>?
    let value: Value

    @MainActor func run() {
        receiver?.action?(value)
    }
}
