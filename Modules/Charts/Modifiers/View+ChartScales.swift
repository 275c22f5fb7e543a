import TextUI

extension View {
    /// Sets the domain of the x scale of the charts inside.
    ///
    /// - Parameters:
    ///   - domain: The values the scale spans (a range, or categories in order).
    ///   - type: How values are mapped; text maps them linearly.
    /// - Returns: The view, its charts' x scale set.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain.spec
        return configuringCharts { $0.xDomain = spec }
    }

    /// Sets the domain and range of the x scale of the charts inside.
    ///
    /// - Parameters:
    ///   - domain: The values the scale spans.
    ///   - range: The points they map to; not used in text.
    ///   - type: How values are mapped; text maps them linearly.
    /// - Returns: The view, its charts' x scale set.
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View {
        chartXScale(domain: domain, type: type)
    }

    /// Sets the range of the x scale of the charts inside (not used in text).
    ///
    /// - Parameters:
    ///   - range: The points values map to.
    ///   - type: How values are mapped.
    /// - Returns: The view.
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        configuringCharts { _ in }
    }

    /// Sets the domain of the y scale of the charts inside.
    ///
    /// - Parameters:
    ///   - domain: The values the scale spans (a range, or categories in order).
    ///   - type: How values are mapped; text maps them linearly.
    /// - Returns: The view, its charts' y scale set.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain.spec
        return configuringCharts { $0.yDomain = spec }
    }

    /// Sets the domain and range of the y scale of the charts inside.
    ///
    /// - Parameters:
    ///   - domain: The values the scale spans.
    ///   - range: The points they map to; not used in text.
    ///   - type: How values are mapped; text maps them linearly.
    /// - Returns: The view, its charts' y scale set.
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View {
        chartYScale(domain: domain, type: type)
    }

    /// Sets the range of the y scale of the charts inside (not used in text).
    ///
    /// - Parameters:
    ///   - range: The points values map to.
    ///   - type: How values are mapped.
    /// - Returns: The view.
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        configuringCharts { _ in }
    }

    /// Sets how the x scale of the charts inside maps values, keeping its domain (text maps them
    /// linearly).
    ///
    /// - Parameter type: How values are mapped.
    /// - Returns: The view.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        configuringCharts { _ in }
    }

    /// Sets how the y scale of the charts inside maps values, keeping its domain (text maps them
    /// linearly).
    ///
    /// - Parameter type: How values are mapped.
    /// - Returns: The view.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        configuringCharts { _ in }
    }
}
