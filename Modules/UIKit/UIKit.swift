// `import UIKit` on Linux, where UIKit does not exist: what SwiftUI apps reach for through
// `import SwiftUI` on iOS (colours, fonts, images, the screen, the device, the application,
// haptics, accessibility notifications, the text checker, the pasteboard, geometry types, the
// appearance proxies of bars). No UIKit view is shown: see the UIKit documentation catalog. On Apple platforms this module is not
// built: the `UIKit` product is the system's own.
@_exported import Foundation
