import Movies

extension Movie {
    /// The release year as the components show it: `"1999"`, or `"—"` when unknown.
    var displayYear: String {
        year ?? "—"
    }

    /// The rating with one decimal, e.g. `"8.7"`.
    var displayRating: String {
        String(format: "%.1f", rating)
    }
}
