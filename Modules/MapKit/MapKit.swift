// `import MapKit` on Linux: MapKit re-exports Core Location, as Apple's does.
@_exported import CoreLocation
