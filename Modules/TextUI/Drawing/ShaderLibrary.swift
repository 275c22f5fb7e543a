import Foundation

/// A Metal shader library, whose functions are its dynamic members
/// (`ShaderLibrary.default.ripple`). There is no Metal here: a library names where its functions
/// would come from and makes ``ShaderFunction`` values, which draw nothing in text.
@dynamicMemberLookup
public struct ShaderLibrary: Sendable, Equatable {
    /// Where the library comes from.
    enum Source: Sendable, Equatable {
        case bundle(path: String)
        case url(URL)
        case data(Data)
    }

    let source: Source

    /// The default library of the app's main bundle.
    public static var `default`: ShaderLibrary { bundle(.main) }

    /// The default library of `bundle`.
    ///
    /// - Parameter bundle: The bundle.
    /// - Returns: The library.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(path: bundle.bundlePath))
    }

    /// The precompiled library at `url`.
    ///
    /// - Parameter url: Where the library is.
    public init(url: URL) {
        source = .url(url)
    }

    /// The precompiled library whose contents are `data`.
    ///
    /// - Parameter data: The library's contents.
    public init(data: Data) {
        source = .data(data)
    }

    private init(source: Source) {
        self.source = source
    }

    /// The function called `name` in the library.
    ///
    /// - Parameter name: The function's name.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}
