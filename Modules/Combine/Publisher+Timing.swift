// debounce, throttle, delay, timeout, measureInterval: the operators that make the timing
// publishers (see Timing.swift).

extension Publisher {
    /// The latest value each time this publisher has been quiet for `dueTime`
    /// (`.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`).
    ///
    /// - Parameters:
    ///   - dueTime: How long this publisher must be quiet.
    ///   - scheduler: The clock and where values are delivered.
    ///   - options: The scheduler's options.
    /// - Returns: A publisher of the values that were followed by quiet; a value pending when this
    ///   publisher completes is dropped.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    )
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// At most one value per `interval`: the first value at once, then the first (or the latest) of
    /// each interval at its end.
    ///
    /// - Parameters:
    ///   - interval: The interval.
    ///   - scheduler: The clock and where values are delivered.
    ///   - latest: Whether the latest value of an interval is delivered (else its first).
    /// - Returns: A publisher of at most one value per interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// This publisher's values and completion, each delivered `interval` later on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: How much later.
    ///   - tolerance: How late each may be beyond that (the scheduler's minimum by default).
    ///   - scheduler: The clock and where values are delivered.
    ///   - options: The scheduler's options.
    /// - Returns: A publisher of the same values, later.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options)
    }

    /// This publisher, finished (or failed with `customError()`) once no value came for `interval`.
    ///
    /// - Parameters:
    ///   - interval: The longest wait for a value (from the subscription, then from each value).
    ///   - scheduler: The clock.
    ///   - options: The scheduler's options.
    ///   - customError: Makes the error to fail with; nil finishes instead.
    /// - Returns: A publisher that ends when the time is up.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    /// The time between this publisher's values, on `scheduler`'s clock.
    ///
    /// - Parameters:
    ///   - scheduler: The clock.
    ///   - options: The scheduler's options (unused: intervals are measured, not scheduled).
    /// - Returns: A publisher of intervals.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
