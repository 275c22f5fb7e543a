/// What a cell shows, as a value that makes the view showing it (`cell.contentConfiguration`,
/// SwiftUI's `UIHostingConfiguration`).
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    ///
    /// - Returns: The view.
    func makeContentView() -> UIView & UIContentView

    /// This configuration for a state of its cell (selected, highlighted).
    ///
    /// - Parameter state: The cell's state.
    /// - Returns: The configuration for that state.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }
}

/// The state of a view a configuration is updated for (a cell's selection, highlight).
@MainActor @preconcurrency
public protocol UIConfigurationState {}
