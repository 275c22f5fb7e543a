/// Which assets a photos picker offers.
public struct PHPickerFilter: Hashable, Sendable {
    indirect enum Rule: Hashable, Sendable {
        case images, videos, livePhotos, screenshots, screenRecordings, panoramas, bursts, slomoVideos,
            timelapseVideos, cinematicVideos, depthEffectPhotos, spatialMedia
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    let rule: Rule

    /// Photos.
    public static let images = PHPickerFilter(rule: .images)
    /// Videos.
    public static let videos = PHPickerFilter(rule: .videos)
    /// Live Photos (photos, in this library).
    public static let livePhotos = PHPickerFilter(rule: .livePhotos)
    /// Screenshots (photos, in this library).
    public static let screenshots = PHPickerFilter(rule: .screenshots)
    /// Screen recordings (videos, in this library).
    public static let screenRecordings = PHPickerFilter(rule: .screenRecordings)
    /// Panoramas (photos, in this library).
    public static let panoramas = PHPickerFilter(rule: .panoramas)
    /// Bursts (photos, in this library).
    public static let bursts = PHPickerFilter(rule: .bursts)
    /// Slow-motion videos (videos, in this library).
    public static let slomoVideos = PHPickerFilter(rule: .slomoVideos)
    /// Time-lapse videos (videos, in this library).
    public static let timelapseVideos = PHPickerFilter(rule: .timelapseVideos)
    /// Cinematic videos (videos, in this library).
    public static let cinematicVideos = PHPickerFilter(rule: .cinematicVideos)
    /// Portrait photos (photos, in this library).
    public static let depthEffectPhotos = PHPickerFilter(rule: .depthEffectPhotos)
    /// Spatial media (photos and videos, in this library).
    public static let spatialMedia = PHPickerFilter(rule: .spatialMedia)

    /// Assets any of the filters allows.
    ///
    /// - Parameter subfilters: The filters.
    /// - Returns: The filter.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .any(subfilters.map(\.rule)))
    }

    /// Assets every filter allows.
    ///
    /// - Parameter subfilters: The filters.
    /// - Returns: The filter.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .all(subfilters.map(\.rule)))
    }

    /// Assets the filter does not allow.
    ///
    /// - Parameter filter: The filter.
    /// - Returns: The filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(rule: .not(filter.rule))
    }

    /// Whether the filter allows an asset (the library knows photos from videos, not their kinds).
    func allows(_ asset: SimulatedPhotoLibrary.Asset) -> Bool {
        Self.allows(rule, asset)
    }

    private static func allows(_ rule: Rule, _ asset: SimulatedPhotoLibrary.Asset) -> Bool {
        switch rule {
        case .images, .livePhotos, .screenshots, .panoramas, .bursts, .depthEffectPhotos: return !asset.isVideo
        case .videos, .screenRecordings, .slomoVideos, .timelapseVideos, .cinematicVideos: return asset.isVideo
        case .spatialMedia: return true
        case .any(let rules): return rules.contains { allows($0, asset) }
        case .all(let rules): return rules.allSatisfy { allows($0, asset) }
        case .not(let rule): return !allows(rule, asset)
        }
    }
}

/// How a picker that picks several assets behaves.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String

    /// Picks in any order, confirmed with a button.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Picks in the order tapped.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Each tap updates the selection at once.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Each tap updates the selection at once, in the order tapped.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
