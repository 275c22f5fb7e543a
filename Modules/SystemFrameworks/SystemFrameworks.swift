// On Apple platforms the `SwiftUI`, `SwiftUICore`, `CoreGraphics`, `Combine`, `UIKit`, `Charts`,
// `SwiftData`, `OSLog`, `UniformTypeIdentifiers`, `CoreLocation`, `MapKit`, `UserNotifications`,
// `PhotosUI`, `WebKit`, `LocalAuthentication`, `SafariServices`, `MessageUI`, `StoreKit`, `CoreMedia`,
// `AVFoundation`, `AVKit`, `CoreImage`, `CloudKit`, `Speech`, `WidgetKit`, `AddressBookUI` and `CoreData` products of this package are the system's own frameworks (see
// Package.swift): this module re-exports them, so `import SwiftUI` is Apple's. (SwiftUICore exists in the iOS 18 and
// macOS 15 SDKs, UIKit on iOS.) The `AppleFoundation` product is this module too: Apple's
// Foundation already gives every file what it adds on Linux.
#if canImport(Darwin)
    @_exported import Combine
    @_exported import CoreGraphics
    @_exported import SwiftUI
    #if canImport(SwiftUICore)
        @_exported import SwiftUICore
    #endif
    #if canImport(UIKit)
        @_exported import UIKit
    #endif
    #if canImport(Charts)
        @_exported import Charts
    #endif
    #if canImport(SwiftData)
        @_exported import SwiftData
    #endif
    #if canImport(OSLog)
        @_exported import OSLog
    #endif
    #if canImport(UniformTypeIdentifiers)
        @_exported import UniformTypeIdentifiers
    #endif
    #if canImport(MapKit)
        @_exported import CoreLocation
        @_exported import MapKit
    #endif
    #if canImport(UserNotifications)
        @_exported import UserNotifications
    #endif
    #if canImport(PhotosUI)
        @_exported import PhotosUI
    #endif
    #if canImport(WebKit)
        @_exported import WebKit
    #endif
    #if canImport(Speech)
        @_exported import Speech
    #endif
    #if canImport(CloudKit)
        @_exported import CloudKit
    #endif
    #if canImport(WidgetKit)
        @_exported import WidgetKit
    #endif
    #if canImport(AddressBookUI)
        @_exported import AddressBookUI
    #endif
    #if canImport(LocalAuthentication)
        @_exported import LocalAuthentication
    #endif
    #if canImport(SafariServices)
        @_exported import SafariServices
    #endif
    #if canImport(MessageUI)
        @_exported import MessageUI
    #endif
    #if canImport(StoreKit)
        @_exported import StoreKit
    #endif
    #if canImport(AVFoundation)
        @_exported import CoreMedia
        @_exported import AVFoundation
    #endif
    #if canImport(AVKit)
        @_exported import AVKit
    #endif
    #if canImport(CoreImage)
        @_exported import CoreImage
    #endif
    #if canImport(CloudKit)
        @_exported import CloudKit
    #endif
    #if canImport(Speech)
        @_exported import Speech
    #endif
    #if canImport(WidgetKit)
        @_exported import WidgetKit
    #endif
    #if canImport(AddressBookUI)
        @_exported import AddressBookUI
    #endif
    #if canImport(CoreData)
        @_exported import CoreData
    #endif
#endif
