import Foundation
import Observation

@Observable
public final class ModelData {
    var landmarks: [Landmark] = loadLandmarks(landmarksJSON)

    public init() {}
}

func loadLandmarks(_ json: String) -> [Landmark] {
    (try? JSONDecoder().decode([Landmark].self, from: Data(json.utf8))) ?? []
}
