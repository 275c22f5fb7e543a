import TextUI

/// A query's models are what tools show of it beside a view's `@State` (the workbench's `state`
/// and `get`; ``TextUI/ViewHost/inspectedProperties``), fetched as the view reads them.
extension Query: InspectableProperty {
    /// The models the view reads now.
    public var inspectedValue: Any { wrappedValue }
}
