import Foundation

/// What a search bar tells of its editing; every method is optional (each has a default).
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin (by default, yes).
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: Whether it may.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The text now.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Yes.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: True.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Nothing.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The text now.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
