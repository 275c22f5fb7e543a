import Foundation

extension View {
    /// This view with `shader` as a filter on each pixel's colour (no shaders run in text: the view
    /// is unchanged).
    ///
    /// - Parameters:
    ///   - shader: The shader, whose function takes a position and a colour.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: This view, unchanged.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

    /// This view with `shader` moving each pixel (no shaders run in text: the view is unchanged).
    ///
    /// - Parameters:
    ///   - shader: The shader, whose function maps a position to the one to read.
    ///   - maxSampleOffset: How far a pixel may move.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: This view, unchanged.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        self
    }

    /// This view with `shader` computing each pixel from the view's layer (no shaders run in
    /// text: the view is unchanged).
    ///
    /// - Parameters:
    ///   - shader: The shader, whose function reads the layer around a position.
    ///   - maxSampleOffset: How far from a pixel the function reads.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: This view, unchanged.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        self
    }
}

extension VisualEffect {
    /// The effect with `shader` as a filter on each pixel's colour (not rendered).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: The effect.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }

    /// The effect with `shader` moving each pixel (not rendered).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far a pixel may move.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: The effect.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect
    { self }

    /// The effect with `shader` computing each pixel from the layer (not rendered).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far from a pixel the function reads.
    ///   - isEnabled: Whether the effect applies.
    /// - Returns: The effect.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect
    { self }
}

extension GraphicsContext.Filter {
    /// A filter with `shader` on each pixel's colour (text output applies none).
    ///
    /// - Parameter shader: The shader.
    /// - Returns: The filter.
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
        GraphicsContext.Filter(description: "color shader \(shader.function.name)")
    }

    /// A filter with `shader` moving each pixel (text output applies none).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far a pixel may move.
    /// - Returns: The filter.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(description: "distortion shader \(shader.function.name)")
    }

    /// A filter with `shader` computing each pixel from the layer (text output applies none).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far from a pixel the function reads.
    /// - Returns: The filter.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(description: "layer shader \(shader.function.name)")
    }
}
