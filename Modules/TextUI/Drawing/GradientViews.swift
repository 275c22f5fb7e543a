import Foundation

/// Colours along a line between two points. A style, and a view that fills its space (nothing, in
/// text output).
public struct LinearGradient: ShapeStyle, Hashable {
    /// The gradient.
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where the gradient starts, in the shape's unit square.
    ///   - endPoint: Where it ends.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of colours spread evenly from `startPoint` to `endPoint`.
    ///
    /// - Parameters:
    ///   - colors: The colours.
    ///   - startPoint: Where the gradient starts.
    ///   - endPoint: Where it ends.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of stops from `startPoint` to `endPoint`.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where the gradient starts.
    ///   - endPoint: Where it ends.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

}

/// Colours in circles around a center, from one radius to another. A style, and a view that fills
/// its space (nothing, in text output).
public struct RadialGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A radial gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The circles' center, in the shape's unit square.
    ///   - startRadius: The radius where the gradient starts.
    ///   - endRadius: The radius where it ends.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient of colours spread evenly.
    ///
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The circles' center.
    ///   - startRadius: The radius where the gradient starts.
    ///   - endRadius: The radius where it ends.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The circles' center.
    ///   - startRadius: The radius where the gradient starts.
    ///   - endRadius: The radius where it ends.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

}

/// Colours around a center, from one angle to another (a conic gradient when it turns once). A
/// style, and a view that fills its space (nothing, in text output).
public struct AngularGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// An angular gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center, in the shape's unit square.
    ///   - startAngle: The angle where the gradient starts.
    ///   - endAngle: The angle where it ends.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// An angular gradient of colours spread evenly.
    ///
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The center.
    ///   - startAngle: The angle where the gradient starts.
    ///   - endAngle: The angle where it ends.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - startAngle: The angle where the gradient starts.
    ///   - endAngle: The angle where it ends.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: one full turn from `angle`.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center.
    ///   - angle: Where the turn starts.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A conic gradient of colours spread evenly.
    ///
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The center.
    ///   - angle: Where the turn starts.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A conic gradient of stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - angle: Where the turn starts.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

}

/// Colours in ellipses that fit the shape, from one fraction of its size to another. A style, and
/// a view that fills its space (nothing, in text output).
public struct EllipticalGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// An elliptical gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The ellipses' center (the middle by default).
    ///   - startRadiusFraction: Where the gradient starts, as a fraction of the shape's size.
    ///   - endRadiusFraction: Where it ends (0.5, the shape's edge, by default).
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient of colours spread evenly.
    ///
    /// - Parameters:
    ///   - colors: The colours.
    ///   - center: The ellipses' center.
    ///   - startRadiusFraction: Where the gradient starts.
    ///   - endRadiusFraction: Where it ends.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The ellipses' center.
    ///   - startRadiusFraction: Where the gradient starts.
    ///   - endRadiusFraction: Where it ends.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

}

// Gradients fill their space, which in text output is nothing.
extension LinearGradient: View, LeafView {}
extension RadialGradient: View, LeafView {}
extension AngularGradient: View, LeafView {}
extension EllipticalGradient: View, LeafView {}

extension LinearGradient { public typealias Body = Never }
extension RadialGradient { public typealias Body = Never }
extension AngularGradient { public typealias Body = Never }
extension EllipticalGradient { public typealias Body = Never }
