extension UIApplication {
    /// What an app delegate's `application(_:open:options:)` is told about a URL it opens.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// A key by name.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The bundle identifier of the app that asked.
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// What the asking app attached.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file should be opened where it is.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
