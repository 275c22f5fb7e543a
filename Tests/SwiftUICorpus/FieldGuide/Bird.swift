import Foundation

struct Bird: Identifiable, Hashable {
    enum Habitat: String, CaseIterable, Identifiable {
        case forest = "Forest"
        case wetland = "Wetland"
        case coast = "Coast"

        var id: Self { self }
    }

    let id: Int
    let name: String
    let latinName: String
    let habitat: Habitat
    let wingspanCentimeters: Int
}

extension Bird {
    static let guide: [Bird] = [
        Bird(id: 1, name: "Blackcap", latinName: "Sylvia atricapilla", habitat: .forest, wingspanCentimeters: 22),
        Bird(id: 2, name: "Grey Heron", latinName: "Ardea cinerea", habitat: .wetland, wingspanCentimeters: 175),
        Bird(id: 3, name: "Puffin", latinName: "Fratercula arctica", habitat: .coast, wingspanCentimeters: 55),
        Bird(
            id: 4, name: "Reed Warbler", latinName: "Acrocephalus scirpaceus", habitat: .wetland,
            wingspanCentimeters: 19),
        Bird(
            id: 5, name: "Wood Warbler", latinName: "Phylloscopus sibilatrix", habitat: .forest, wingspanCentimeters: 21
        ),
    ]
}
