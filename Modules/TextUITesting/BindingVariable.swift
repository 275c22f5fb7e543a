import Observation
import TextUI

extension Binding {
    /// A binding over a captured variable, as in the article: the view and the test share the
    /// variable, so the test reads what the view wrote. The variable is observable, so a view
    /// mounted in a `ViewHost` with this binding also re-renders when it changes.
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
/// let movies = BindingRecorder([Movie]())
/// let sut = MovieList(movies: movies.binding, loader: stub)
/// await sut.load()
/// #expect(movies.writes == [expected])
/// ```
public final class BindingRecorder<Value> {
    private let variable: ObservableVariable<Value>
    /// Every value written through ``binding``, oldest first.
    public private(set) var writes: [Value] = []

    /// A recorder starting at `initialValue`.
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
