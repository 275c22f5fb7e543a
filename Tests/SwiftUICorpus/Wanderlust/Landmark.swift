import CoreLocation
import Foundation

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var isFavorite: Bool
    private var coordinates: Coordinates

    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(
            latitude: coordinates.latitude,
            longitude: coordinates.longitude)
    }

    struct Coordinates: Hashable, Codable {
        var latitude: Double
        var longitude: Double
    }
}

extension CLLocationCoordinate2D: Equatable {
    public static func == (lhs: CLLocationCoordinate2D, rhs: CLLocationCoordinate2D) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }
}

let landmarksJSON = """
    [
      {"id": 1001, "name": "Turtle Rock", "park": "Joshua Tree National Park", "state": "California",
       "isFavorite": true, "coordinates": {"latitude": 34.011286, "longitude": -116.166868}},
      {"id": 1002, "name": "Silver Salmon Creek", "park": "Lake Clark National Park", "state": "Alaska",
       "isFavorite": false, "coordinates": {"latitude": 59.980167, "longitude": -152.665167}},
      {"id": 1003, "name": "Chilkoot Trail", "park": "Klondike Gold Rush", "state": "Alaska",
       "isFavorite": false, "coordinates": {"latitude": 59.560551, "longitude": -135.335781}}
    ]
    """
