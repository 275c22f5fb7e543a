// What Apple's Foundation makes visible in every file of an iOS app and Linux's Foundation lacks:
// Combine's observable objects and publishers, Observation, URLSession (in FoundationNetworking on
// Linux), and the additions in this module (the user's directories as URLs, the relative-date and
// list formatters, key-value access on UserDefaults). `import SwiftUI` re-exports this module; a
// file that imports only Foundation sees it through the one target setting the README gives
// (`-import-module AppleFoundation`). On Apple platforms this module is not built.
@_exported import Combine
@_exported import Foundation
@_exported import Observation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
