import CoreGraphics

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"

/// An image filter: a name, input parameters set by key, and an output image.
///
/// The filters provided are Core Image's `CIQRCodeGenerator` (a real QR code: byte mode, versions
/// 1 to 40, levels L, M, Q and H), `CIColorInvert`, `CIFalseColor`, `CISepiaTone`,
/// `CIGaussianBlur`, `CIUnsharpMask`, `CIPixellate`, `CIVignette` (an approximation), `CIEdges`
/// and `CICrystallize`; ``init(name:)`` is nil for the others, as it is for a name Core Image does
/// not know.
///
/// ```swift
/// let filter = CIFilter(name: "CIQRCodeGenerator")
/// filter?.setValue(Data("https://swift.org".utf8), forKey: "inputMessage")
/// filter?.setValue("Q", forKey: "inputCorrectionLevel")
/// print(filter?.outputImage?.extent.width ?? 0)  // 27.0: 25 modules and a margin of one
/// ```
open class CIFilter: NSObject {
    /// The filter's name, such as `CIQRCodeGenerator`.
    public let name: String
    private var parameters: [String: Any] = [:]
    private let kind: BuiltInFilter

    init(kind: BuiltInFilter) {
        self.kind = kind
        name = kind.rawValue
        super.init()
        setDefaults()
    }

    /// The filter of a name, with its default parameters.
    ///
    /// - Parameter name: A filter's name, such as `CIQRCodeGenerator`.
    public convenience init?(name: String) {
        guard let kind = BuiltInFilter(rawValue: name) else { return nil }
        self.init(kind: kind)
    }

    /// The filter of a name, with parameters.
    ///
    /// - Parameters:
    ///   - name: A filter's name.
    ///   - params: Its parameters by key.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The keys of the filter's inputs.
    open var inputKeys: [String] { kind.inputKeys }

    /// The keys of the filter's outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// Sets every input to its default.
    open func setDefaults() {
        parameters = kind.defaults
    }

    /// Sets an input by key (`inputMessage`, `inputImage`, …).
    ///
    /// - Parameters:
    ///   - value: The value, or nil to clear it.
    ///   - key: The input's key.
    open func setValue(_ value: Any?, forKey key: String) {
        parameters[key] = value
    }

    /// An input by key, or `outputImage`.
    ///
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : parameters[key]
    }

    /// The filter's output: nil while a required input is missing or of the wrong type.
    open var outputImage: CIImage? {
        kind.output(parameters)
    }

    /// The names of the filters provided (categories are not told apart).
    ///
    /// - Parameter category: A category, or nil for every filter.
    /// - Returns: The names.
    open class func filterNames(inCategory category: String?) -> [String] {
        BuiltInFilter.allCases.map(\.rawValue)
    }
}
