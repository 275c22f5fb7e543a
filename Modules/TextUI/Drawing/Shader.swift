import Foundation

/// A function of a Metal shader library with the uniform values bound to its parameters: a fill
/// (a ``ShapeStyle``) or a view's colour, distortion or layer effect. Text output runs no shaders:
/// a shader is kept as a value (its function and arguments can be read back) and draws nothing.
///
/// ```swift
/// let tinted = Text("Hello").colorEffect(ShaderLibrary.default.tint(.color(.red), .float(0.5)))
/// ```
public struct Shader: ShapeStyle, Sendable {
    /// The shader function the shader calls.
    public var function: ShaderFunction
    /// The uniform values passed to the function.
    public var arguments: [Argument]
    /// Whether a colour the function returns gets dither noise rather than being rounded (no
    /// colours are drawn in text).
    public var dithersColor = false

    /// A shader calling `function` with `arguments`.
    ///
    /// - Parameters:
    ///   - function: The shader function.
    ///   - arguments: The uniform values bound to its parameters, in order.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One uniform value passed to a shader function.
    public struct Argument: Sendable, Equatable {
        /// The value, as the shader function would receive it.
        enum Value: Sendable, Equatable {
            case floats([Double])
            case floatArray([Float])
            case color(Color)
            case colorArray([Color])
            case image(String)
            case data(Data)
            case boundingRect
        }

        let value: Value

        /// The bounding rectangle of the shape or view the shader is attached to, as
        /// `float4(x, y, width, height)`.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }

        /// `float(x)`.
        ///
        /// - Parameter x: The value.
        /// - Returns: The argument.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
            Argument(value: .floats([Double(x)]))
        }

        /// `float2(x, y)`.
        ///
        /// - Parameters:
        ///   - x: The first component.
        ///   - y: The second component.
        /// - Returns: The argument.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }

        /// `float2(point.x, point.y)`.
        ///
        /// - Parameter point: The point.
        /// - Returns: The argument.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }

        /// `float2(size.width, size.height)`.
        ///
        /// - Parameter size: The size.
        /// - Returns: The argument.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }

        /// `float2(vector.dx, vector.dy)`.
        ///
        /// - Parameter vector: The vector.
        /// - Returns: The argument.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }

        /// `float3(x, y, z)`.
        ///
        /// - Parameters:
        ///   - x: The first component.
        ///   - y: The second component.
        ///   - z: The third component.
        /// - Returns: The argument.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }

        /// `float4(x, y, z, w)`.
        ///
        /// - Parameters:
        ///   - x: The first component.
        ///   - y: The second component.
        ///   - z: The third component.
        ///   - w: The fourth component.
        /// - Returns: The argument.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }

        /// An array of floats, passed as a pointer and a count.
        ///
        /// - Parameter array: The values.
        /// - Returns: The argument.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }

        /// A colour, passed as `half4` (premultiplied).
        ///
        /// - Parameter color: The colour.
        /// - Returns: The argument.
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }

        /// An array of colours, passed as a pointer and a count.
        ///
        /// - Parameter array: The colours.
        /// - Returns: The argument.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }

        /// An image, passed as a texture.
        ///
        /// - Parameter image: The image.
        /// - Returns: The argument.
        public static func image(_ image: Image) -> Argument { Argument(value: .image(String(describing: image))) }

        /// Raw bytes, passed as a pointer and a size.
        ///
        /// - Parameter data: The bytes.
        /// - Returns: The argument.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    }
}
