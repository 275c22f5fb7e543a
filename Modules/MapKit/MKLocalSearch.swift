import CoreLocation
import Foundation

/// An error of MapKit: its code says what went wrong.
public struct MKError: Error, Hashable, Sendable {
    /// The error domain, as `NSError` reports it.
    public static let errorDomain = "MKErrorDomain"

    /// What went wrong.
    public enum Code: UInt, Sendable {
        /// Something else.
        case unknown = 1
        /// The map service failed or could not be reached.
        case serverFailure = 2
        /// Too many requests.
        case loadingThrottled = 3
        /// Nothing was found.
        case placemarkNotFound = 4
        /// No directions exist.
        case directionsNotFound = 5
        /// A response could not be read.
        case decodingFailed = 6
    }

    /// What went wrong.
    public let code: Code

    /// An error with a code.
    ///
    /// - Parameter code: What went wrong.
    public init(_ code: Code) {
        self.code = code
    }

    /// The map service failed or could not be reached.
    public static var serverFailure: Code { .serverFailure }
    /// Nothing was found.
    public static var placemarkNotFound: Code { .placemarkNotFound }

}

/// Searches Apple's map service for places: Linux reaches no such service, so every search fails
/// with `MKError.serverFailure`, as on an iPhone without a connection.
open class MKLocalSearch: NSObject {
    /// What to search for.
    open class Request: NSObject {
        /// Words to search for.
        open var naturalLanguageQuery: String?
        /// Where to search.
        open var region = MKCoordinateRegion()

        /// An empty request.
        public override init() {
            super.init()
        }

        /// A request for what a completion names.
        ///
        /// - Parameter naturalLanguageQuery: Words to search for.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// What a search found.
    open class Response: NSObject {
        /// The places found.
        open var mapItems: [MKMapItem] { [] }
        /// The region holding them.
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    /// A handler given what was found, or an error.
    public typealias CompletionHandler = @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void

    /// Whether the search runs: never, since it fails at once.
    open private(set) var isSearching = false

    /// A search for a request.
    ///
    /// - Parameter request: What to search for.
    public init(request: MKLocalSearch.Request) {
        super.init()
    }

    /// Starts the search: it fails with `MKError.serverFailure` on Linux.
    ///
    /// - Parameter completionHandler: Given the error, on the main queue.
    open func start(completionHandler: @escaping CompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Starts the search: it throws `MKError.serverFailure` on Linux.
    ///
    /// - Returns: What was found.
    /// - Throws: `MKError.serverFailure`, always on Linux.
    open func start() async throws -> MKLocalSearch.Response {
        throw MKError(.serverFailure)
    }

    /// Cancels the search.
    open func cancel() {}
}

extension MKError.Code {
    /// Matches an error of this code: `catch MKError.serverFailure`.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - error: An error.
    /// - Returns: True when the error is a `MKError` with this code.
    public static func ~= (code: MKError.Code, error: any Error) -> Bool {
        (error as? MKError)?.code == code
    }
}
