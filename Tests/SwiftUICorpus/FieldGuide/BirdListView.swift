import SwiftUI

struct BirdListView: View {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All"
        case seen = "Seen"
        case unseen = "Not seen"

        var id: Self { self }
    }

    let birds: [Bird]
    @State private var searchText = ""
    @State private var filter = Filter.all
    @State private var habitat: Bird.Habitat?
    @State private var sightings: Set<Bird.ID> = []
    @State private var recentSearches: [String] = []

    private var results: [Bird] {
        birds
            .filter { bird in
                switch filter {
                case .all: true
                case .seen: sightings.contains(bird.id)
                case .unseen: !sightings.contains(bird.id)
                }
            }
            .filter { habitat == nil || $0.habitat == habitat }
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            VStack {
                Picker("Filter", selection: $filter) {
                    ForEach(Filter.allCases) { filter in
                        Text(filter.rawValue).tag(filter)
                    }
                }
                .pickerStyle(.segmented)

                if results.isEmpty {
                    if searchText.isEmpty {
                        ContentUnavailableView(
                            "No Birds", systemImage: "bird", description: Text("Try another filter."))
                    } else {
                        ContentUnavailableView.search(text: searchText)
                    }
                } else {
                    List(results) { bird in
                        NavigationLink(value: bird) {
                            BirdRow(bird: bird, isSeen: sightings.contains(bird.id))
                        }
                    }
                }
                if !recentSearches.isEmpty {
                    Text("Recent: \(recentSearches.joined(separator: ", "))")
                }
            }
            .navigationTitle("Field Guide")
            .navigationDestination(for: Bird.self) { bird in
                BirdDetailView(bird: bird, isSeen: seenBinding(for: bird))
            }
            .searchable(text: $searchText, prompt: "Search birds")
            .onSubmit(of: .search) {
                if !searchText.isEmpty { recentSearches.insert(searchText, at: 0) }
            }
            .toolbar {
                Menu {
                    Button("Any habitat") { habitat = nil }
                    ForEach(Bird.Habitat.allCases) { habitat in
                        Button(habitat.rawValue) { self.habitat = habitat }
                    }
                } label: {
                    Label("Habitat", systemImage: "line.3.horizontal.decrease.circle")
                }
            }
        }
    }

    private func seenBinding(for bird: Bird) -> Binding<Bool> {
        Binding(
            get: { sightings.contains(bird.id) },
            set: { isSeen in
                if isSeen { sightings.insert(bird.id) } else { sightings.remove(bird.id) }
            }
        )
    }
}

struct BirdRow: View {
    let bird: Bird
    let isSeen: Bool

    var body: some View {
        HStack {
            Text(bird.name)
            if isSeen {
                Image(systemName: "checkmark.seal.fill")
                    .accessibilityLabel("Seen")
            }
        }
    }
}
