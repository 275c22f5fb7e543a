extension UIColor {
    /// Makes this the colour of fills and strokes in the current drawing (nothing is drawn on Linux).
    public func set() {}
    /// Makes this the colour of fills in the current drawing (nothing is drawn on Linux).
    public func setFill() {}
    /// Makes this the colour of strokes in the current drawing (nothing is drawn on Linux).
    public func setStroke() {}

    /// The hue, saturation, brightness and alpha of a colour made from components (false for a
    /// system or named colour, whose components are the system's).
    ///
    /// - Parameters:
    ///   - hue: Receives the hue, from 0 to 1 around the colour wheel.
    ///   - saturation: Receives the saturation.
    ///   - brightness: Receives the brightness.
    ///   - alpha: Receives the opacity.
    /// - Returns: Whether the components were written.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard case .components(let red, let green, let blue, let opacity) = source else { return false }
        let maximum = max(red, green, blue)
        let range = maximum - min(red, green, blue)
        var value: CGFloat = 0
        if range > 0 {
            if maximum == red {
                value = (green - blue) / range
            } else if maximum == green {
                value = 2 + (blue - red) / range
            } else {
                value = 4 + (red - green) / range
            }
            value /= 6
            if value < 0 { value += 1 }
        }
        hue?.pointee = value
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = opacity
        return true
    }

    /// The brightness and alpha of a grey (made by `init(white:alpha:)`, or of equal red, green and
    /// blue); false for other colours, which are not in a greyscale space, as in UIKit, and for
    /// system and named colours.
    ///
    /// - Parameters:
    ///   - white: Receives the brightness, from 0 (black) to 1 (white).
    ///   - alpha: Receives the opacity.
    /// - Returns: Whether the components were written.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .components(let red, let green, let blue, let opacity) = source, red == green, green == blue
        else { return false }
        white?.pointee = red
        alpha?.pointee = opacity
        return true
    }
}

extension UIImage {
    /// Draws the image in a rectangle of the current drawing (nothing is drawn on Linux).
    ///
    /// - Parameter rect: The rectangle.
    public func draw(in rect: CGRect) {}

    /// Draws the image at a point of the current drawing (nothing is drawn on Linux).
    ///
    /// - Parameter point: The image's top left corner.
    public func draw(at point: CGPoint) {}
}
