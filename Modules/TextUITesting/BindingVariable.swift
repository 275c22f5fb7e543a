import TextUI

extension Binding {
    /// A binding over a captured variable, as in the article: the view and the test share the
    /// variable, so the test reads what the view wrote.
    public static func variable(_ initialValue: Value) -> Binding<Value> {
        var value = initialValue
        return Binding(get: { value }, set: { value = $0 })
    }
}

/// A binding over a variable that also logs every value written through it, for tests that
/// assert on the sequence of writes.
///
/// ```swift
/// let movies = BindingRecorder([Movie]())
/// let sut = MovieList(movies: movies.binding, loader: stub)
/// await sut.load()
/// #expect(movies.writes == [[], expected])
/// ```
public final class BindingRecorder<Value> {
    /// The current value.
    public private(set) var value: Value
    /// Every value written through ``binding``, oldest first.
    public private(set) var writes: [Value] = []

    /// A recorder starting at `initialValue`.
    public init(_ initialValue: Value) {
        value = initialValue
    }

    /// The binding to hand to the view.
    public var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: { newValue in
                self.value = newValue
                self.writes.append(newValue)
            }
        )
    }
}
