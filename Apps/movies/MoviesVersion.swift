/// The app's version.
enum MoviesVersion {
    static let current = "0.1.0"
}
