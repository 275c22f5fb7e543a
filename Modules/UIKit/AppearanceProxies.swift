import Foundation

/// The appearance proxies of the process: one per class and list of container classes, made the
/// first time it is asked for and kept for the process, so what is set on it can be read back
/// (`UINavigationBar.appearance().tintColor`). `UIView` and `UIBarItem` keep theirs here.
@MainActor
enum AppearanceProxies {
    /// A proxy's class and the classes it is contained in, innermost last.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private static var proxies: [Key: AnyObject] = [:]

    /// The proxy of `type` inside `containers`, made by `make` the first time.
    ///
    /// - Parameters:
    ///   - type: The class the proxy sets the look of.
    ///   - containers: The container classes, innermost last (none: every instance).
    ///   - make: Makes the proxy: an instance of `type` decoded from an empty archive.
    /// - Returns: The proxy, the same one each time.
    static func proxy<Proxy: AnyObject>(
        of type: Proxy.Type, in containers: [any UIAppearanceContainer.Type], make: () -> Proxy?
    ) -> Proxy {
        let key = Key(type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) })
        if let proxy = proxies[key] as? Proxy { return proxy }
        guard let proxy = make() else {
            preconditionFailure("\(type).init(coder:) returned nil: its appearance proxy is made by decoding")
        }
        proxies[key] = proxy
        return proxy
    }
}
