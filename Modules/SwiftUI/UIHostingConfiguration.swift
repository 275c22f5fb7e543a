import TextUI
import UIKit

/// A cell's content made of SwiftUI views (`cell.contentConfiguration = UIHostingConfiguration {
/// Text(item.title) }`). No UIKit view is shown on Linux: the configuration keeps its content and
/// background, and its content view keeps the configuration; a `ViewHost` mounts
/// ``content`` to render it.
@MainActor @preconcurrency
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    /// The cell's SwiftUI content.
    public let content: Content
    /// What is drawn behind the content.
    let background: Background
    /// The margins around the content, by edge (kept; text output has no points).
    var margins: [Edge: CGFloat] = [:]
    /// The least size of the content (kept).
    var minimumSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)

    /// A configuration whose background is the background in effect.
    ///
    /// - Parameter content: The cell's SwiftUI content.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        self.background = EmptyView()
    }

    init(content: Content, background: Background) {
        self.content = content
        self.background = background
    }

    /// The configuration with a background of a shape style.
    ///
    /// - Parameter style: The style that fills the cell behind the content.
    /// - Returns: The configuration with that background.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, some View> {
        copy(background: Rectangle().fill(style))
    }

    /// The configuration with a background of views.
    ///
    /// - Parameter content: The views behind the content.
    /// - Returns: The configuration with that background.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        copy(background: content())
    }

    /// The configuration with margins around the content.
    ///
    /// - Parameters:
    ///   - edges: The edges given the margin.
    ///   - length: The margin, in points.
    /// - Returns: The configuration with those margins.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        var configuration = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            configuration.margins[edge] = length
        }
        return configuration
    }

    /// The configuration with margins around the content.
    ///
    /// - Parameters:
    ///   - edges: The edges given the margin.
    ///   - insets: The margins, by edge.
    /// - Returns: The configuration with those margins.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var configuration = self
        let lengths: [Edge: CGFloat] = [
            .top: insets.top, .leading: insets.leading, .bottom: insets.bottom, .trailing: insets.trailing,
        ]
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            configuration.margins[edge] = lengths[edge]
        }
        return configuration
    }

    /// The configuration with a least size for its content.
    ///
    /// - Parameters:
    ///   - width: The least width, or nil for the content's own.
    ///   - height: The least height, or nil for the content's own.
    /// - Returns: The configuration with that size.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var configuration = self
        configuration.minimumSize = (width, height)
        return configuration
    }

    /// A view that shows this configuration (on Linux, one that keeps it).
    ///
    /// - Returns: The content view.
    public func makeContentView() -> UIView & UIContentView {
        HostingContentView(configuration: self)
    }

    /// This configuration for a state of its cell: the same (SwiftUI content reads the state
    /// through its environment on iOS; there are no cell states on Linux).
    ///
    /// - Parameter state: The cell's state.
    /// - Returns: This configuration.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> {
        self
    }

    private func copy<B: View>(background: B) -> UIHostingConfiguration<Content, B> {
        var configuration = UIHostingConfiguration<Content, B>(content: content, background: background)
        configuration.margins = margins
        configuration.minimumSize = minimumSize
        return configuration
    }
}

/// The content view of a ``UIHostingConfiguration``: it keeps the configuration it shows.
final class HostingContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
