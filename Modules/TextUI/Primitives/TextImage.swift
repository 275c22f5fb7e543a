extension Text {
    /// An image as text (`Text(Image(systemName: "star")) + Text(" 4.5")`): text output has no
    /// pictures, so it shows nothing.
    ///
    /// - Parameter image: The image.
    public init(_ image: Image) {
        self.init(verbatim: "")
    }
}
