import Foundation
import SwiftData

/// The models the tests store: every kind of property `@Model` keeps, and a relationship both ways.
enum Status: String, Codable, CaseIterable {
    case draft, published
}

struct Dimensions: Codable, Equatable {
    var width: Int
    var height: Int
}

@Model
final class Note {
    @Attribute(.unique) var slug: String
    var title: String
    var body: String = ""
    var priority: Int
    var rating: Double = 0
    var isPinned = false
    var created: Date
    var identifier = UUID()
    var link: URL?
    var attachment: Data?
    var tags: [String] = []
    var status: Status = Status.draft
    var size: Dimensions?
    @Attribute(.externalStorage) var thumbnail: Data = Data()
    var folder: Folder?
    @Transient var scratch = 0

    var summary: String { "\(title) (\(priority))" }

    init(
        _ title: String, slug: String? = nil, priority: Int = 0, created: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) {
        self.slug = slug ?? title.lowercased()
        self.title = title
        self.priority = priority
        self.created = created
    }
}

@Model
final class Folder {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []
    var tags: [Tag] = []

    init(name: String) {
        self.name = name
    }
}

@Model
final class Tag {
    var label: String
    var folders: [Folder]? = []

    init(label: String) {
        self.label = label
    }
}

/// The model Tests/ModelWriter saves (the same class, declared again: a store matches models by
/// type name and properties).
@Model
final class Entry {
    var batch: Int
    var index: Int
    var payload: String

    init(batch: Int, index: Int, payload: String) {
        self.batch = batch
        self.index = index
        self.payload = payload
    }
}

/// A type SwiftData cannot store (not Codable, not a model).
struct Handle {
    var descriptor: Int32
}

@Model
final class Gadget {
    var name: String
    var handle: Handle

    init(name: String, handle: Handle) {
        self.name = name
        self.handle = handle
    }
}
