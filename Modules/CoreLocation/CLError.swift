import Foundation

/// An error of Core Location: its code says what went wrong.
///
/// ```swift
/// do { _ = try await CLGeocoder().geocodeAddressString("1 Infinite Loop") } catch CLError.network {
///     print("offline")
/// } catch {}
/// ```
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error domain, as `NSError` reports it.
    public static let errorDomain = "kCLErrorDomain"

    /// What went wrong.
    public enum Code: Int, Sendable {
        /// No location could be determined right now.
        case locationUnknown = 0
        /// Location services are not allowed.
        case denied = 1
        /// The network was unavailable, or the service failed.
        case network = 2
        /// No heading could be determined.
        case headingFailure = 3
        /// Region monitoring is not allowed.
        case regionMonitoringDenied = 4
        /// A region could not be monitored.
        case regionMonitoringFailure = 5
        /// Region monitoring could not start now.
        case regionMonitoringSetupDelayed = 6
        /// Region monitoring events were missed.
        case regionMonitoringResponseDelayed = 7
        /// The geocoder found nothing.
        case geocodeFoundNoResult = 8
        /// The geocoder found part of what was asked.
        case geocodeFoundPartialResult = 9
        /// The geocoding request was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Location updates could not be deferred.
        case deferredNotUpdatingLocation = 12
        /// The accuracy asked for is too fine to defer.
        case deferredAccuracyTooLow = 13
        /// Distance filtering stops deferred updates.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Ranging is unavailable.
        case rangingUnavailable = 16
        /// Ranging failed.
        case rangingFailure = 17
        /// Precise location is needed and was not allowed.
        case promptDeclined = 18
    }

    /// What went wrong.
    public let code: Code
    /// More about the error.
    public var errorUserInfo: [String: String]

    /// An error with a code.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - userInfo: More about the error.
    public init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        self.errorUserInfo = userInfo
    }

    public var description: String {
        "The operation couldn’t be completed. (kCLErrorDomain error \(code.rawValue).)"
    }

    /// No location could be determined right now.
    public static var locationUnknown: Code { .locationUnknown }
    /// Location services are not allowed.
    public static var denied: Code { .denied }
    /// The network was unavailable, or the service failed.
    public static var network: Code { .network }
    /// The geocoder found nothing.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    /// The geocoding request was cancelled.
    public static var geocodeCanceled: Code { .geocodeCanceled }
    /// Precise location is needed and was not allowed.
    public static var promptDeclined: Code { .promptDeclined }
}

extension CLError.Code {
    /// Matches an error of this code: `catch CLError.denied`.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - error: An error.
    /// - Returns: True when the error is a `CLError` with this code.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == code
    }
}
