// `import AddressBookUI` on Linux: the module, and the UIKit it brings, as Apple's does (its
// module map exports UIKit). Its own API, deprecated since iOS 9 for ContactsUI's, is not provided:
// apps still import it, mostly where it is no longer used (a leftover of Xcode's completion beside
// `import CoreLocation`), and those build. On Apple platforms this module is not built: the
// `AddressBookUI` product is the system's own.
@_exported import Foundation
@_exported import UIKit
