import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ephemeral session that gives up on a silent server after `requestTimeout` seconds.
///
/// Keep the timeout a whole number: swift-corelibs-foundation truncates it to whole seconds, so a
/// timeout below one second fires at once.
public func makeSession(requestTimeout: TimeInterval = 10) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = requestTimeout
    configuration.timeoutIntervalForResource = 30
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
}
