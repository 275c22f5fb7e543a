// `import WidgetKit` on Linux, where there is no Home Screen: an app asks for its widgets'
// timelines to be reloaded, and nothing is shown; the requests are kept for a test to read
// (`SimulatedHomeScreen`). The widgets themselves (an extension's `Widget` and its timeline
// provider) are not provided. On Apple platforms this module is not built: the `WidgetKit` product
// is the system's own.
@_exported import Foundation
