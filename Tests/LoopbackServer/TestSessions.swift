import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ephemeral session configuration that gives up on a silent server after `requestTimeout`
/// seconds (300 by default: a hang guard for tests that are not about it).
///
/// Keep the timeout a whole number: swift-corelibs-foundation truncates it to whole seconds, so a
/// timeout below one second fires at once.
public func makeSessionConfiguration(requestTimeout: TimeInterval = 300) -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = requestTimeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return configuration
}
