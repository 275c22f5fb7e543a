import Observation
import TextUI

extension Binding {
    /// A binding over a captured variable, as in the article: the view and the test share the
    /// variable, so the test reads what the view wrote. The variable is observable, so a view
    /// mounted in a `ViewHost` with this binding also re-renders when it changes.
    ///
    /// - Parameter initialValue: The variable's starting value.
    /// - Returns: A binding that reads and writes the variable; copies of it share the one variable.
    public static func variable(_ initialValue: Value) -> Binding<Value> {
        let variable = ObservableVariable(initialValue)
        return Binding(get: { variable.value }, set: { variable.value = $0 })
    }
}

/// The storage of a variable binding: a value whose reads and writes Observation tracks.
@Observable
final class ObservableVariable<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A binding over a variable that also logs every value written through it, for tests that
/// assert on the sequence of writes.
///
/// ```swift
/// import TextUI
///
/// struct Counter: View {
///     @Binding var count: Int
///     var body: some View { Button("Add") { count += 1 } }
///     func addTwice() { count += 1; count += 1 }
/// }
///
/// @MainActor func countsEachWrite() -> Bool {
///     let count = BindingRecorder(0)
///     Counter(count: count.binding).addTwice()
///     return count.writes == [1, 2]
/// }
/// ```
public final class BindingRecorder<Value> {
    private let variable: ObservableVariable<Value>
    /// Every value written through ``binding``, oldest first.
    public private(set) var writes: [Value] = []

    /// A recorder starting at `initialValue`.
    ///
    /// - Parameter initialValue: The starting value; it is not a write, so ``writes`` starts empty.
    public init(_ initialValue: Value) {
        variable = ObservableVariable(initialValue)
    }

    /// The current value.
    public var value: Value { variable.value }

    /// The binding to hand to the view.
    public var binding: Binding<Value> {
        Binding(
            get: { self.variable.value },
            set: { newValue in
                self.variable.value = newValue
                self.writes.append(newValue)
            }
        )
    }
}
