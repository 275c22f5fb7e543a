import Foundation

/// Turns addresses into coordinates and back, through Apple's geocoding service.
///
/// Linux reaches no such service: every request fails with `CLError.network`, as on an iPhone
/// without a connection, through the completion handler (on the main queue) or the `async` form.
open class CLGeocoder: NSObject {
    /// A handler given the placemarks found, or an error.
    public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

    /// Whether a request is in progress: never, since every request fails at once.
    open private(set) var isGeocoding = false

    /// A geocoder.
    public override init() {
        super.init()
    }

    /// Finds the address of a location: fails with `CLError.network` on Linux.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - completionHandler: Given the error, on the main queue.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    /// Finds the address of a location: throws `CLError.network` on Linux.
    ///
    /// - Parameter location: The location.
    /// - Returns: The placemarks found.
    /// - Throws: `CLError.network`, always on Linux.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Finds the address of a location in a given locale: fails with `CLError.network` on Linux.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - locale: The locale the address would be given in (`nil`: the person's).
    ///   - completionHandler: Given the error, on the main queue.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?,
        completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        fail(completionHandler)
    }

    /// Finds the address of a location in a given locale: throws `CLError.network` on Linux.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - locale: The locale the address would be given in (`nil`: the person's).
    /// - Returns: The placemarks found.
    /// - Throws: `CLError.network`, always on Linux.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws
        -> [CLPlacemark]
    {
        throw CLError(.network)
    }

    /// Finds the locations of an address: fails with `CLError.network` on Linux.
    ///
    /// - Parameters:
    ///   - addressString: The address.
    ///   - completionHandler: Given the error, on the main queue.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    /// Finds the locations of an address: throws `CLError.network` on Linux.
    ///
    /// - Parameter addressString: The address.
    /// - Returns: The placemarks found.
    /// - Throws: `CLError.network`, always on Linux.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Cancels the request in progress (none is ever in progress here).
    open func cancelGeocode() {}

    private func fail(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }
}
