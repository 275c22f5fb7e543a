import Foundation

// Gradients by name, where a style is expected: `.fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))`.
extension ShapeStyle where Self == LinearGradient {
    /// A gradient of colours along a line (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where the gradient starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient style.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of colours along a line (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where the gradient starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient style.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of colours along a line (not rendered).
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly.
    ///   - startPoint: Where the gradient starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient style.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of colours along a line (not rendered).
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where the gradient starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient style.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A gradient of colours in circles (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The circles' center.
    ///   - startRadius: The radius where the gradient starts.
    ///   - endRadius: The radius where it ends.
    /// - Returns: The gradient style.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of colours in circles (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The circles' center.
    ///   - startRadius: The radius where the gradient starts.
    ///   - endRadius: The radius where it ends.
    /// - Returns: The gradient style.
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of colours in circles (not rendered).
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly.
    ///   - center: The circles' center.
    ///   - startRadius: The radius where the gradient starts.
    ///   - endRadius: The radius where it ends.
    /// - Returns: The gradient style.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of colours in circles (not rendered).
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The circles' center.
    ///   - startRadius: The radius where the gradient starts.
    ///   - endRadius: The radius where it ends.
    /// - Returns: The gradient style.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A gradient of colours around a center (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center.
    ///   - startAngle: The angle where the gradient starts.
    ///   - endAngle: The angle where it ends.
    /// - Returns: The gradient style.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of colours around a center (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center.
    ///   - startAngle: The angle where the gradient starts.
    ///   - endAngle: The angle where it ends.
    /// - Returns: The gradient style.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of colours around a center (not rendered).
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly.
    ///   - center: The center.
    ///   - startAngle: The angle where the gradient starts.
    ///   - endAngle: The angle where it ends.
    /// - Returns: The gradient style.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of colours around a center (not rendered).
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - startAngle: The angle where the gradient starts.
    ///   - endAngle: The angle where it ends.
    /// - Returns: The gradient style.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A gradient of colours in one turn around a center (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center.
    ///   - angle: Where the turn starts.
    /// - Returns: The gradient style.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A gradient of colours in one turn around a center (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The center.
    ///   - angle: Where the turn starts.
    /// - Returns: The gradient style.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }

    /// A gradient of colours in one turn around a center (not rendered).
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly.
    ///   - center: The center.
    ///   - angle: Where the turn starts.
    /// - Returns: The gradient style.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A gradient of colours in one turn around a center (not rendered).
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The center.
    ///   - angle: Where the turn starts.
    /// - Returns: The gradient style.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient
    {
        AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A gradient of colours in ellipses (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The ellipses' center.
    ///   - startRadiusFraction: Where the gradient starts, as a fraction of the size.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient style.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of colours in ellipses (not rendered).
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: The ellipses' center.
    ///   - startRadiusFraction: Where the gradient starts, as a fraction of the size.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient style.
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of colours in ellipses (not rendered).
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly.
    ///   - center: The ellipses' center.
    ///   - startRadiusFraction: Where the gradient starts, as a fraction of the size.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient style.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of colours in ellipses (not rendered).
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: The ellipses' center.
    ///   - startRadiusFraction: Where the gradient starts, as a fraction of the size.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient style.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
