/// A reference to a function of a Metal shader library (`ShaderLibrary.default.ripple`); calling
/// it with arguments makes a ``Shader`` (`ShaderLibrary.default.ripple(.float(2))`).
@dynamicCallable
public struct ShaderFunction: Sendable, Equatable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name in the library.
    public var name: String

    /// A reference to the function `name` of `library`.
    ///
    /// - Parameters:
    ///   - library: The shader library.
    ///   - name: The function's name.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `args` bound to its parameters, in order.
    ///
    /// - Parameter args: The uniform values.
    /// - Returns: The shader.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}
